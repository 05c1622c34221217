// @vitest-environment jsdom
// A pro's profile on an English page when the API has the pro's texts only in Japanese: every
// element holding one carries lang="ja" (the name, the About fallback, pricing items and their
// units, questions and answers, reviews and replies, case studies, blog posts), and the head
// describes the pro in English ("Profile of …") instead of with the Japanese description. A
// Japanese page marks nothing and keeps its description.
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPro } from '../../../../src/api';
import { answeringApi } from '../../../helpers/api-client';
import { renderLoadedProfile } from '../../../helpers/pro-profile-page';
import { publicPro } from '../../../helpers/pros';
import { cleanupPage } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

afterEach(cleanupPage);

const pro = (overrides: Partial<PublicPro> = {}): PublicPro =>
  publicPro({
    location: { city: 'shibuya-ku', prefecture: 'tokyo', title: 'Shibuya-ku, Tokyo' },
    ...overrides,
  });

/** The API's answers for the profile's sections: Japanese texts only. */
const answers: Record<string, unknown> = {
  '/pros/{id}/job-types': [
    { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' } },
  ],
  '/pros/{id}/available-prefectures': [{ key: 'tokyo', name: '東京都', nameRome: 'Tokyo' }],
  '/users/{id}/pricing-menu': {
    items: [{ key: 'basic', title: '基本プラン', description: '3LDKまで', price: 15000, priceUnit: '1台' }],
  },
  '/feature-flags/{flagName}': { flags: { enabled: true } },
  '/users/{id}/questions': {
    success: true,
    data: [{ question: '駐車場は必要ですか？', answer: 'はい、1台分お願いします。' }],
  },
  '/pro-feedbacks': {
    list: [
      {
        id: 'review-1',
        proId: 'pro-0001',
        rating: 5,
        comment: '丁寧でした',
        reviewerName: '佐藤様',
        jobTypeId: 'house-cleaning',
        reply: 'ありがとうございます',
        createdTime: '2026-09-12T03:00:00Z',
      },
    ],
    total: 1,
    counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
  },
  '/case-studies/pros/{userId}': {
    caseStudies: [
      {
        id: 'case-1',
        proId: 'pro-0001',
        jobTypeId: 'house-cleaning',
        title: 'キッチン清掃',
        description: '油汚れ',
        images: [],
        status: 'published',
        publishedAt: '2026-09-01T00:00:00Z',
      },
    ],
    totalCaseStudies: 1,
  },
  '/pro-blog-posts/pro/{id}': [
    {
      id: 'pblog-1',
      proId: 'pro-0001',
      title: '掃除のコツ',
      summary: '水回りの手入れ',
      url: '/profile/yamada-cleaning/pro/blog/pblog-1',
      publishedAt: '2026-09-01T00:00:00Z',
      bodyHtml: '<p>本文</p>',
    },
  ],
};
const api = answeringApi(answers);

/** The profile as its route shows it: the loader has fetched every section's data first. */
async function renderProfile(language: 'ja' | 'en', profile = pro()) {
  const ui = await renderLoadedProfile(api, profile, language);
  // Every section has rendered (after the first paint).
  await ui.screen.findByText('掃除のコツ');
  await ui.screen.findByText('駐車場は必要ですか？');
  return ui;
}

const langOf = (root: ParentNode, selector: string) => root.querySelector(selector)?.getAttribute('lang');
const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const jsonLdDescription = () => {
  const script = document.querySelector('script[type="application/ld+json"]');
  const graph = (JSON.parse(script?.textContent ?? '{}') as { '@graph'?: { description?: string }[] })[
    '@graph'
  ];
  return graph?.[0]?.description;
};

describe('English profile of a pro with Japanese texts only', () => {
  it('marks each Japanese text from the API as Japanese', async () => {
    const { container } = await renderProfile('en');
    expect(langOf(container, 'h1')).toBe('ja');
    expect(langOf(container, '.pro-profile__description')).toBe('ja');
    expect(langOf(container, '.breadcrumbs [aria-current="page"]')).toBe('ja');
    expect(langOf(container, '.pricing-menu__title')).toBe('ja');
    expect(langOf(container, '.pricing-menu__description')).toBe('ja');
    expect(langOf(container, '.pricing-menu .price__unit')).toBe('ja');
    expect(langOf(container, '.profile-questions dt')).toBe('ja');
    expect(langOf(container, '.profile-questions dd')).toBe('ja');
    expect(langOf(container, '.review-card__reviewer')).toBe('ja');
    expect(langOf(container, '.review-card__comment')).toBe('ja');
    expect(langOf(container, '.review-card__reply p:last-child')).toBe('ja');
    expect(langOf(container, '.case-study-card__title')).toBe('ja');
    expect(langOf(container, '.case-study-card__description')).toBe('ja');
    expect(langOf(container, '.blog-post-card__title')).toBe('ja');
    expect(langOf(container, '.blog-post-card__summary')).toBe('ja');
  });

  it('leaves the English texts of the page unmarked', async () => {
    const { container, screen } = await renderProfile('en');
    expect(screen.getByRole('link', { name: 'House cleaning' }).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Tokyo').hasAttribute('lang')).toBe(false);
    expect(langOf(container, '.pro-profile__place')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pricing menu' }).closest('[lang]')).toBeNull();
    // Only the elements holding data text are marked, never a whole section.
    for (const element of container.querySelectorAll('[lang="ja"]')) {
      expect(element.querySelector('h2')).toBeNull();
    }
  });

  it('describes the pro in English in the head, not with the Japanese description', async () => {
    await renderProfile('en');
    const english = 'Profile of 山田 太郎 (Shibuya-ku, Tokyo): 2 reviews, pricing menu and case studies.';
    await waitFor(() => expect(metaDescription()).toBe(english));
    expect(jsonLdDescription()).toBe(english);
  });

  it("uses the pro's English description when there is one", async () => {
    await renderProfile('en', pro({ description: { ja: '丁寧な清掃', en: 'Careful cleaning.' } }));
    await waitFor(() => expect(metaDescription()).toBe('Careful cleaning.'));
    expect(jsonLdDescription()).toBe('Careful cleaning.');
  });
});

describe('Japanese profile', () => {
  it('marks nothing and keeps the Japanese description in its head', async () => {
    const { container } = await renderProfile(
      'ja',
      pro({ location: { ...pro().location, title: '東京都渋谷区' } }),
    );
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    await waitFor(() => expect(metaDescription()).toBe('丁寧な清掃を心がけています。'));
    expect(jsonLdDescription()).toBe('丁寧な清掃を心がけています。');
  });

  it('still falls back to the English description, and gives no structured description without one', async () => {
    await renderProfile('ja', pro({ description: { en: 'Careful cleaning.' } }));
    await waitFor(() => expect(metaDescription()).toBe('Careful cleaning.'));
    cleanupPage();
    await renderProfile('ja', pro({ description: {} }));
    await waitFor(() => expect(metaDescription()).toMatch(/山田 太郎/));
    expect(jsonLdDescription()).toBeUndefined();
  });
});
