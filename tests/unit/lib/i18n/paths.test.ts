import { describe, expect, it } from 'vitest';
import { languageFromPath, localizeHref, stripLanguage, withLanguage } from '../../../../src/lib/i18n/paths';

describe('languageFromPath', () => {
  it.each([
    ['/', 'ja'],
    ['', 'ja'],
    ['/start', 'ja'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/start', 'en'],
    ['/en/home/cleaning/house-cleaning/tokyo', 'en'],
    ['/en?page=2', 'en'],
    ['/en#top', 'en'],
    ['/enx', 'ja'],
    ['/english/start', 'ja'],
    ['/EN/start', 'ja'],
    ['/start/en', 'ja'],
    ['/start?lang=en', 'ja'],
  ] as const)('%j → %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe('stripLanguage', () => {
  it.each([
    ['/en/start', '/start'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/profile/abc/pro/', '/profile/abc/pro/'],
    ['/en?page=2', '/?page=2'],
    ['/en#top', '/#top'],
    ['/en/start?page=2#reviews', '/start?page=2#reviews'],
    ['/en/en/start', '/en/start'],
    ['/start', '/start'],
    ['/', '/'],
    ['/enx', '/enx'],
  ])('%j → %j', (path, stripped) => {
    expect(stripLanguage(path)).toBe(stripped);
  });
});

describe('withLanguage', () => {
  it.each([
    ['/start', 'en', '/en/start'],
    ['/start', 'ja', '/start'],
    ['/en/start', 'ja', '/start'],
    ['/en/start', 'en', '/en/start'],
    ['/', 'en', '/en'],
    ['/', 'ja', '/'],
    ['/en', 'ja', '/'],
    ['/en/', 'ja', '/'],
    ['/en/', 'en', '/en'],
    ['', 'en', '/en'],
    ['start', 'en', '/en/start'],
    ['/enx', 'en', '/en/enx'],
    ['/enx', 'ja', '/enx'],
    [
      '/home/cleaning/house-cleaning/tokyo?page=2&priceRange=0-5000#pros',
      'en',
      '/en/home/cleaning/house-cleaning/tokyo?page=2&priceRange=0-5000#pros',
    ],
    ['/en/request/r1/apply/a1?activePage=message', 'ja', '/request/r1/apply/a1?activePage=message'],
    ['/?page=2', 'en', '/en?page=2'],
    ['/en?page=2', 'ja', '/?page=2'],
    ['/#top', 'en', '/en#top'],
    ['/profile/abc/pro/', 'en', '/en/profile/abc/pro/'],
    ['/start?next=/en/start', 'en', '/en/start?next=/en/start'],
  ] as const)('%j in %s → %j', (href, language, expected) => {
    expect(withLanguage(href, language)).toBe(expected);
  });

  it('round-trips and is idempotent', () => {
    for (const href of ['/', '/start', '/a/b?c=d#e', '/en/x']) {
      const en = withLanguage(href, 'en');
      expect(withLanguage(en, 'en')).toBe(en);
      expect(languageFromPath(en)).toBe('en');
      const ja = withLanguage(en, 'ja');
      expect(withLanguage(ja, 'ja')).toBe(ja);
      expect(languageFromPath(ja)).toBe('ja');
      expect(withLanguage(ja, 'en')).toBe(en);
    }
  });
});

describe('localizeHref', () => {
  it.each([
    ['/blog/house-cleaning-cost', 'en', '/en/blog/house-cleaning-cost'],
    ['/blog/house-cleaning-cost', 'ja', '/blog/house-cleaning-cost'],
    ['/profile/yamada/pro/blog/pblog-00001', 'en', '/en/profile/yamada/pro/blog/pblog-00001'],
    ['/en/blog/x', 'en', '/en/blog/x'],
    ['/en/blog/x', 'ja', '/blog/x'],
    ['https://blog.example.jp/a', 'en', 'https://blog.example.jp/a'],
    ['//blog.example.jp/a', 'en', '//blog.example.jp/a'],
    ['mailto:help@example.jp', 'en', 'mailto:help@example.jp'],
    ['blog/x', 'en', 'blog/x'],
  ] as const)('%j in %s → %j', (href, language, expected) => {
    expect(localizeHref(href, language)).toBe(expected);
  });
});
