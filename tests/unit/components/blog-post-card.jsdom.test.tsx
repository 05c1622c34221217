// @vitest-environment jsdom
// An article card's link. Its address comes from the API: an article of this site (an internal
// article, a pro's post; as a path or a URL on this site's origin, with or without /en) is followed
// in the app, so Back returns to the list as the visitor left it (its appended pages, its scroll);
// an https address off the site stays a plain link; an unsafe one is no link at all. The link is in
// the page's language either way for this site's pages.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { Outlet } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { languageRewrite } from '../../../src/app/language-rewrite';
import { BlogPostCard } from '../../../src/components/content/BlogPostCard';
import type { AppLanguage } from '../../../src/lib/i18n';
import { pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const ORIGIN = 'https://zmarket.example';
const LIST = '/home/cleaning/house-cleaning';

/** The card on a list page of an app on ORIGIN; the article routes say which page is shown. */
async function renderCard(href: string, language: AppLanguage = 'ja') {
  const root = standInRoot(() => (
    <>
      <BlogPostCard
        title="ハウスクリーニングの料金相場"
        summary="目安"
        href={href}
        publishedAt="2026-10-01T00:00:00Z"
        language={language}
      />
      <Outlet />
    </>
  ));
  const page = (text: string) => () => <p>{text}</p>;
  const tree = pagesTree(
    {
      'blog/$postKey': page('an internal article'),
      'profile/$proKey/pro/blog/$postId': page("a pro's post"),
      $: page('the list'),
    },
    root,
  );
  const { router, user } = await renderRouter(tree, {
    language,
    entries: [language === 'en' ? `/en${LIST}` : LIST],
    origin: ORIGIN,
    rewrite: languageRewrite,
  });
  const link = screen.queryByRole('link', { name: 'ハウスクリーニングの料金相場' });
  return { router, link, user };
}

describe('BlogPostCard', () => {
  it.each([
    ['an internal article', '/blog/house-cleaning-cost', '/blog/house-cleaning-cost', 'an internal article'],
    [
      "a pro's post",
      '/profile/goto-house-cleaning/pro/blog/pblog-00005',
      '/profile/goto-house-cleaning/pro/blog/pblog-00005',
      "a pro's post",
    ],
    [
      'a URL on this origin',
      `${ORIGIN}/blog/house-cleaning-cost`,
      '/blog/house-cleaning-cost',
      'an internal article',
    ],
    [
      'an English path on a Japanese page',
      '/en/blog/house-cleaning-cost',
      '/blog/house-cleaning-cost',
      'an internal article',
    ],
    [
      'a path with dot segments',
      '/home/../blog/house-cleaning-cost',
      '/blog/house-cleaning-cost',
      'an internal article',
    ],
  ])('follows %s in the app', async (_name, href, expected, shown) => {
    const { router, link, user } = await renderCard(href);
    expect(link?.getAttribute('href')).toBe(expected);
    await user.click(link!);
    // The router went there (a plain link would have left it on the list for the browser to load).
    await waitFor(() => expect(router.state.location.href).toBe(expected));
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('follows an article in the app in English, under /en', async () => {
    const { router, link, user } = await renderCard('/blog/house-cleaning-cost', 'en');
    expect(link?.getAttribute('href')).toBe('/en/blog/house-cleaning-cost');
    await user.click(link!);
    await waitFor(() => expect(router.state.location.publicHref).toBe('/en/blog/house-cleaning-cost'));
    expect(await screen.findByText('an internal article')).toBeTruthy();
  });

  it.each([
    ['an article on another site', 'https://blog.example.jp/blog/house-cleaning-cost'],
    ['this host on another port', 'https://zmarket.example:8443/blog/x'],
    ['a path of this site that is no page of the app', '/mock-assets/guide.pdf'],
    ['an article with a query the app would not keep', '/blog/house-cleaning-cost?utm_source=x'],
  ])('leaves %s a plain link', async (_name, href) => {
    const { router, link } = await renderCard(href);
    expect(link?.getAttribute('href')).toBe(href);
    // A plain link: the router does not take its click.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe(LIST);
  });

  it('keeps the page language on a path of this site that is no app page, not on one off it', async () => {
    expect((await renderCard('/mock-assets/guide.pdf', 'en')).link?.getAttribute('href')).toBe(
      '/en/mock-assets/guide.pdf',
    );
    cleanup();
    expect((await renderCard('https://blog.example.jp/x', 'en')).link?.getAttribute('href')).toBe(
      'https://blog.example.jp/x',
    );
  });

  it.each([['javascript:alert(1)'], ['http://zmarket.example/blog/x'], ['//evil.example/blog/x']])(
    'links no unsafe address (%s): the title is text',
    async (href) => {
      const { link } = await renderCard(href);
      expect(link).toBeNull();
      expect(screen.getByText('ハウスクリーニングの料金相場')).toBeTruthy();
    },
  );
});
