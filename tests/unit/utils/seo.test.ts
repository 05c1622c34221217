// The search-engine helpers every public page shares: canonical and hreflang per language, the
// breadcrumb list, and JSON-LD text that cannot close its script tag.
import { describe, expect, it } from 'vitest';
import { targetPath } from '../../../src/components/Breadcrumbs';
import { breadcrumbList, jsonLdText, pageUrls } from '../../../src/utils/seo';

const origin = 'https://example.jp';

describe('pageUrls', () => {
  it('gives the canonical in the page language and ja, en and ja as x-default', () => {
    const alternates = [
      { hrefLang: 'ja', href: `${origin}/blog/x` },
      { hrefLang: 'en', href: `${origin}/en/blog/x` },
      { hrefLang: 'x-default', href: `${origin}/blog/x` },
    ];
    expect(pageUrls(origin, '/blog/x', 'ja')).toEqual({ canonical: `${origin}/blog/x`, alternates });
    expect(pageUrls(origin, '/blog/x', 'en')).toEqual({ canonical: `${origin}/en/blog/x`, alternates });
  });

  it('puts the search after every URL and handles the root', () => {
    const urls = pageUrls(origin, '/', 'en', '?page=2');
    expect(urls.canonical).toBe(`${origin}/en?page=2`);
    expect(urls.alternates.map((link) => link.href)).toEqual([
      `${origin}/?page=2`,
      `${origin}/en?page=2`,
      `${origin}/?page=2`,
    ]);
  });
});

describe('breadcrumbList', () => {
  it('numbers the items from 1 with their absolute URLs', () => {
    expect(
      breadcrumbList([
        { name: 'トップ', url: `${origin}/start` },
        { name: '記事', url: `${origin}/blog` },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'トップ', item: `${origin}/start` },
        { '@type': 'ListItem', position: 2, name: '記事', item: `${origin}/blog` },
      ],
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close its script tag and parses back to the data', () => {
    const data = { headline: '</script><script>alert(1)</script>' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('targetPath', () => {
  it.each([
    ['start', '/start'],
    ['blog', '/blog'],
    [{ splat: 'home/cleaning/house-cleaning' }, '/home/cleaning/house-cleaning'],
    [{ proKey: 'yamada cleaning' }, '/profile/yamada%20cleaning/pro'],
  ] as const)('%j → %s', (target, path) => {
    expect(targetPath(target)).toBe(path);
  });
});
