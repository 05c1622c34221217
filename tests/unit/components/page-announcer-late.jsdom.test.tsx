// @vitest-environment jsdom
// The announcer's work (page-announcer-work.ts) is in its own chunk, which loads when the announcer
// mounts. A visitor who follows a link before it has come loses nothing: the announcer records what
// happens meanwhile (the link followed, where the focus was, how the history moved) and hands it over
// in order once it has come. Then the focus is on the new page's h1, its title is said, and Back
// returns the focus to that very link.
import { Link, Outlet } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageAnnouncer } from '../../../src/components/PageAnnouncer';
import { TitledPage as Page, pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

// The chunk arrives when the test says so.
const chunk = vi.hoisted(() => {
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  return { arrived, deliver: () => deliver(), loaded: false };
});
vi.mock('../../../src/components/page-announcer-work', async (original) => {
  await chunk.arrived;
  chunk.loaded = true;
  return original();
});

beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(cleanup);

async function app() {
  const root = standInRoot(() => (
    <>
      <PageAnnouncer main="main" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  ));
  const pages = {
    '/start': () => (
      <Page title="Start">
        <Link to="/blog">Blog (picture)</Link> <Link to="/blog">Blog</Link>
      </Page>
    ),
    '/blog': () => <Page title="Blog" />,
  };
  const { router, user } = await renderRouter(pagesTree(pages, root), { entries: ['/start'] });
  await screen.findByRole('heading', { level: 1, name: 'Start' });
  return { router, user };
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('a navigation before the announcer’s work has loaded', () => {
  it('is announced once it has: the focus on the h1, the title said, Back to the link followed', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    // The page has been shown a while; the work has not come, nothing moved the focus.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(chunk.loaded).toBe(false);
    expect(document.activeElement).not.toBe(heading('Blog'));

    chunk.deliver();
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Blog')));
    expect(screen.getByRole('status').textContent).toBe('Blog | Site');

    router.history.back();
    // The second of the two links to /blog: the one followed.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Blog' })));
    expect(screen.getByRole('status').textContent).toBe('Start | Site');
  });
});
