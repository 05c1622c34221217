// The profile's search-engine data: review aggregate only when ratingValue ≥ 1 and
// reviewCount > 0, canonical and hreflang per language (the profile's own for every address of
// it; a job type's address, the same profile, in job-type-canonical.jsdom.test.tsx), the
// description snippet with its ja → en fallback (English pages never take the Japanese text: their
// template instead), and JSON that cannot close its script tag.
import { describe, expect, it } from 'vitest';
import {
  descriptionSnippet,
  hasReviewAggregate,
  jsonLdText,
  profileDescriptions,
  profilePath,
  profileStructuredData,
  profileUrls,
} from '../../../../src/features/pro-profile/seo';
import { publicPro as pro } from '../../../helpers/pros';

const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
const origin = 'https://example.jp';

describe('review aggregate rule', () => {
  it.each([
    [4.5, 2, true],
    [1, 1, true],
    [0.9, 3, false],
    [0, 0, false],
    [5, 0, false],
  ])('ratingValue %d, reviewCount %d → %s', (ratingValue, reviewCount, expected) => {
    const statistics = { ratingValue, reviewCount, counts };
    expect(hasReviewAggregate(statistics)).toBe(expected);
    const data = profileStructuredData(pro({ reviewStatistics: statistics }), {
      origin,
      canonical: `${origin}/profile/yamada-cleaning/pro`,
      language: 'ja',
      startLabel: 'トップ',
    });
    const business = (data['@graph'] as Record<string, unknown>[])[0]!;
    if (expected) {
      expect(business.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue,
        reviewCount,
        bestRating: 5,
        worstRating: 1,
      });
    } else {
      expect(business).not.toHaveProperty('aggregateRating');
    }
  });
});

describe('canonical and hreflang', () => {
  it('use the slug path, with /en for English and ja as x-default', () => {
    expect(profilePath(pro())).toBe('/profile/yamada-cleaning/pro');
    expect(profileUrls(origin, pro(), 'en')).toEqual({
      canonical: `${origin}/en/profile/yamada-cleaning/pro`,
      alternates: [
        { hrefLang: 'ja', href: `${origin}/profile/yamada-cleaning/pro` },
        { hrefLang: 'en', href: `${origin}/en/profile/yamada-cleaning/pro` },
        { hrefLang: 'x-default', href: `${origin}/profile/yamada-cleaning/pro` },
      ],
    });
    expect(profileUrls(origin, pro(), 'ja').canonical).toBe(`${origin}/profile/yamada-cleaning/pro`);
  });

  it('name the profile for a slug that needs escaping', () => {
    expect(profileUrls(origin, pro({ slug: 'やまだ 清掃' }), 'ja').canonical).toBe(
      `${origin}/profile/${encodeURIComponent('やまだ 清掃')}/pro`,
    );
  });
});

describe('description snippet', () => {
  it('on Japanese pages falls back to English; folds whitespace and cuts long text', () => {
    expect(descriptionSnippet(pro({ description: { en: 'Careful work' } }), 'ja')).toBe('Careful work');
    expect(descriptionSnippet(pro(), 'ja')).toBe('丁寧な清掃を心がけています。');
    expect(descriptionSnippet(pro({ description: { ja: 'あ', en: ' Careful\n  work ' } }), 'en')).toBe(
      'Careful work',
    );
    const long = descriptionSnippet(pro({ description: { en: 'x'.repeat(300) } }), 'en');
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('descriptions of an English profile', () => {
  const template = 'Profile of 山田 太郎 (Shibuya-ku, Tokyo): 2 reviews, pricing menu and case studies.';

  it('never take the Japanese description: the English template instead', () => {
    expect(descriptionSnippet(pro(), 'en')).toBe('');
    expect(profileDescriptions(pro(), 'en', template)).toEqual({ meta: template, structured: template });
    const data = profileStructuredData(pro(), {
      origin,
      canonical: `${origin}/en/profile/yamada-cleaning/pro`,
      language: 'en',
      startLabel: 'Home',
      description: template,
    });
    expect((data['@graph'] as Record<string, unknown>[])[0]!.description).toBe(template);
  });

  it("take the pro's English description when there is one", () => {
    const english = pro({ description: { ja: '丁寧な清掃', en: 'Careful cleaning.' } });
    expect(profileDescriptions(english, 'en', template)).toEqual({
      meta: 'Careful cleaning.',
      structured: 'Careful cleaning.',
    });
  });
});

describe('descriptions of a Japanese profile (as before)', () => {
  const template = '山田 太郎（東京都渋谷区）のプロフィール。';

  it("take the pro's description, in English when there is no Japanese", () => {
    expect(profileDescriptions(pro(), 'ja', template)).toEqual({
      meta: '丁寧な清掃を心がけています。',
      structured: '丁寧な清掃を心がけています。',
    });
    expect(profileDescriptions(pro({ description: { en: 'Careful' } }), 'ja', template).meta).toBe('Careful');
  });

  it('use the template for the meta description only: no structured description without one', () => {
    expect(profileDescriptions(pro({ description: {} }), 'ja', template)).toEqual({
      meta: template,
      structured: '',
    });
    const data = profileStructuredData(pro({ description: {} }), {
      origin,
      canonical: `${origin}/profile/yamada-cleaning/pro`,
      language: 'ja',
      startLabel: 'トップ',
    });
    expect((data['@graph'] as Record<string, unknown>[])[0]).not.toHaveProperty('description');
  });
});

describe('JSON-LD text', () => {
  it('escapes < so a description cannot close the script element', () => {
    const text = jsonLdText({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});
