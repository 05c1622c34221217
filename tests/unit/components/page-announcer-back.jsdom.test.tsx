// @vitest-environment jsdom
// Back and Forward (a history traversal) to a page the visitor left by a link: the focus returns to
// that link, without scrolling (the router restores the view to where they were), so the next Tab
// goes on from there; the title is still said. When the link is not there any more, or the page was
// left by other means, the focus goes to the page's h1 as after any navigation. A memory history.
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageAnnouncer } from '../../../src/components/PageAnnouncer';
import { TitledPage as Page, pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

// jsdom scrolls nothing (the router's scroll restoration calls it).
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(cleanup);

/** A list of articles, each card linking twice (image and title); "more" reveals the fourth. */
function List() {
  const [more, setMore] = useState(false);
  const shown = more ? [1, 2, 3, 4] : [1, 2, 3];
  return (
    <Page title="Articles">
      <ul>
        {shown.map((id) => (
          <li key={id}>
            <Link to="/blog/$postKey" params={{ postKey: String(id) }} aria-label={`Picture ${id}`}>
              🖼
            </Link>
            <Link to="/blog/$postKey" params={{ postKey: String(id) }}>
              Article {id}
            </Link>
          </li>
        ))}
      </ul>
      {!more && (
        <button type="button" onClick={() => setMore(true)}>
          More
        </button>
      )}
      <Link to="/start">About</Link>
    </Page>
  );
}

function Article() {
  const { postKey } = useParams({ strict: false });
  return (
    <Page title={`Article ${postKey}`}>
      <Link to="/start">About</Link>
    </Page>
  );
}

async function app() {
  const root = standInRoot(() => (
    <>
      <PageAnnouncer main="main" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  ));
  const tree = pagesTree(
    { '/blog': List, '/blog/$postKey': Article, '/start': () => <Page title="About" /> },
    root,
  );
  const { router, user } = await renderRouter(tree, { entries: ['/blog'] });
  await screen.findByRole('heading', { level: 1, name: 'Articles' });
  return { router, user };
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const focused = () => document.activeElement;
const said = () => screen.getByRole('status').textContent;

describe('Back to the page a link was followed from', () => {
  it('the focus is on that link (the very one, of two to the same page), without scrolling', async () => {
    const { router, user } = await app();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    // By keyboard: Tab to the second card's title, Enter.
    screen.getByRole('link', { name: 'Picture 2' }).focus();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('link', { name: 'Article 2' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(focused()).toBe(heading('Article 2')));

    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'Article 2' })));
    expect(said()).toBe('Articles | Site');
    expect(focus.mock.lastCall).toEqual([{ preventScroll: true }]);
    // Tab goes on from there.
    await user.tab();
    expect(focused()).toBe(screen.getByRole('link', { name: 'Picture 3' }));
  });

  it('Forward: on the link followed from the page ahead, or at its start when none was', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('link', { name: 'Article 1' }));
    await vi.waitFor(() => expect(focused()).toBe(heading('Article 1')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'Article 1' })));
    router.history.forward();
    await vi.waitFor(() => expect(focused()).toBe(heading('Article 1')));
    expect(said()).toBe('Article 1 | Site');

    await user.click(screen.getByRole('link', { name: 'About' }));
    await vi.waitFor(() => expect(focused()).toBe(heading('About')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'About' })));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'Article 1' })));
    router.history.forward();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'About' })));
  });

  it('a link no longer there (a list back to its first cards): the focus goes to the h1', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('link', { name: 'Article 4' }));
    await vi.waitFor(() => expect(focused()).toBe(heading('Article 4')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(heading('Articles')));
    expect(said()).toBe('Articles | Site');
  });

  it('a page left by other means since: the focus goes to the h1, not to a link followed before', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('link', { name: 'Article 3' }));
    await vi.waitFor(() => expect(focused()).toBe(heading('Article 3')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'Article 3' })));
    // Not a link: a script's navigation (a form sent, a redirect).
    void router.navigate({ to: '/start' });
    await vi.waitFor(() => expect(focused()).toBe(heading('About')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(heading('Articles')));
  });

  it('a link opened in another tab is not the one followed', async () => {
    const { router, user } = await app();
    // jsdom would follow it itself (the router leaves a modified click to the browser).
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Article 2' }));
    await user.keyboard('{/Control}');
    void router.navigate({ to: '/start' });
    await vi.waitFor(() => expect(focused()).toBe(heading('About')));
    router.history.back();
    await vi.waitFor(() => expect(focused()).toBe(heading('Articles')));
  });
});
