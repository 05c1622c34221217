// @vitest-environment jsdom
// After an in-app navigation to another page (a link, Back/Forward), the focus moves to the new page's
// h1 (or the main element without one) and a polite live region says the page's title; not on the
// first render, not for a change of the search alone or a jump to a hash on the same page, and not
// when the new page (or a dialog) took the focus itself. The h1 is focusable by script only.
import { Link, Outlet } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageAnnouncer } from '../../../src/components/PageAnnouncer';
import { TitledPage as Page, pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

// jsdom lays nothing out: the router's scroll to a hash target needs a stand-in.
const hadScrollIntoView = 'scrollIntoView' in Element.prototype;
beforeEach(() => {
  if (!hadScrollIntoView) Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  if (!hadScrollIntoView) delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** A page that puts the focus in its own search field on arrival. */
function SearchPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <Page title="Missions">
      <label>
        Search
        <input ref={field} />
      </label>
    </Page>
  );
}

async function app(entries: string[] = ['/start']) {
  const root = standInRoot(() => (
    <>
      <header>
        <Link to="/blog">Blog (header)</Link>
        <button type="button">Menu</button>
      </header>
      <PageAnnouncer main="main" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  ));
  const pages = {
    '/start': () => (
      <Page title="Start">
        <Link to="/billing">Billing</Link> <Link to="/account">Account</Link>{' '}
        <Link to="/missions">Missions</Link>
        <p id="later">Further down</p>
      </Page>
    ),
    '/blog': () => <Page title="Blog" />,
    '/billing': () => (
      <Page title="Billing">
        <section>
          <h2 id="invoices">Invoices</h2>
        </section>
      </Page>
    ),
    // No h1 (an error or an empty state): the main element is where the focus lands.
    '/account': () => (
      <>
        <title>Account | Site</title>
        <p>Nothing here yet</p>
      </>
    ),
    '/missions': SearchPage,
  };
  const { router, user } = await renderRouter(pagesTree(pages, root), { entries });
  await screen.findByRole('heading', { level: 1 });
  return { router, user };
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const said = () => screen.getByRole('status').textContent;
/** Long enough for a focus move that would happen (it waits for the new page's effects). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('after a navigation to another page', () => {
  it('a link in the page: the focus is on the new h1, and its title is said', async () => {
    const { user } = await app();
    await user.click(screen.getByRole('link', { name: 'Billing' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Billing')));
    // Focusable by script only (no Tab stop, no ring: tokens.css), and only while it has the focus.
    expect(heading('Billing').getAttribute('tabindex')).toBe('-1');
    expect(said()).toBe('Billing | Site');
    await user.tab();
    expect(heading('Billing').hasAttribute('tabindex')).toBe(false);
  });

  it('a link in the header, which stays: the focus still moves to the new page', async () => {
    const { user } = await app();
    await user.click(screen.getByRole('link', { name: 'Blog (header)' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Blog')));
    expect(said()).toBe('Blog | Site');
  });

  it('Back and Forward move the focus and say the title too', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('link', { name: 'Billing' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Billing')));
    router.history.back();
    // Back on the page the visitor left by a link: on that link (page-announcer-back.jsdom.test.tsx).
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Billing' })),
    );
    expect(said()).toBe('Start | Site');
    router.history.forward();
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Billing')));
    expect(said()).toBe('Billing | Site');
  });

  it('a page without an h1: the main element takes the focus', async () => {
    const { user } = await app();
    await user.click(screen.getByRole('link', { name: 'Account' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    expect(said()).toBe('Account | Site');
  });

  it('an address with a hash: the element it names takes the focus', async () => {
    const { router } = await app();
    void router.navigate({ to: '/billing', hash: 'invoices' });
    await vi.waitFor(() => expect(document.activeElement).toBe(document.getElementById('invoices')));
    expect(said()).toBe('Billing | Site');
  });

  it('a control outside the page that got the focus back (a panel closing) does not keep it', async () => {
    const { router, user } = await app();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const unsubscribe = router.subscribe('onResolved', () => menu.focus());
    await user.click(screen.getByRole('link', { name: 'Billing' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(heading('Billing')));
    unsubscribe();
  });

  it('the same title twice in a row is said again (emptied in between)', async () => {
    const { router } = await app();
    const region = screen.getByRole('status');
    const texts: string[] = [];
    new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    void router.navigate({ to: '/blog' });
    await vi.waitFor(() => expect(said()).toBe('Blog | Site'));
    void router.navigate({ to: '/billing' });
    await vi.waitFor(() => expect(said()).toBe('Billing | Site'));
    void router.navigate({ to: '/blog' });
    await vi.waitFor(() => expect(texts.filter((text) => text === 'Blog | Site')).toHaveLength(2));
    expect(texts.filter((text) => text === '').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the focus stays where it is', () => {
  it('on the first render', async () => {
    await app();
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect(said()).toBe('');
  });

  it('for a change of the search alone (a filter, a tab, a page of a list)', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    router.history.push('/start?page=2');
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(said()).toBe('');
  });

  it('for a jump to a hash on the same page', async () => {
    const { router, user } = await app();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    router.history.push('/start#later');
    await vi.waitFor(() => expect(router.state.location.hash).toBe('later'));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(said()).toBe('');
  });

  it('when the new page put the focus somewhere itself', async () => {
    const { user } = await app();
    await user.click(screen.getByRole('link', { name: 'Missions' }));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' })),
    );
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    expect(heading('Missions').hasAttribute('tabindex')).toBe(false);
  });

  it('when the visitor opened a panel while the new page loaded (the bell, a menu): it stays theirs', async () => {
    const { router } = await app();
    // A header button that opens its panel (aria-expanded, aria-controls), the focus in the panel.
    const trigger = document.createElement('button');
    const panel = document.createElement('section');
    const inside = document.createElement('button');
    panel.id = 'bell-panel';
    panel.append(inside);
    document.body.append(trigger, panel);
    const unsubscribe = router.subscribe('onResolved', () => {
      trigger.setAttribute('aria-expanded', 'true');
      trigger.setAttribute('aria-controls', 'bell-panel');
      inside.focus();
    });
    void router.navigate({ to: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await settle();
    expect(document.activeElement).toBe(inside);
    unsubscribe();
    trigger.remove();
    panel.remove();
  });

  it('when the visitor pressed a menu button while the new page loaded: the open menu stays theirs', async () => {
    const { router } = await app();
    // A header button that opens its panel, pressed (and so focused) as the page arrives: moving the
    // focus to the new page's heading would close the menu under the visitor's finger (as it did
    // right after sign-in on a phone, in the account e2e journey).
    const trigger = document.createElement('button');
    const panel = document.createElement('section');
    panel.id = 'account-menu';
    document.body.append(trigger, panel);
    const unsubscribe = router.subscribe('onResolved', () => {
      trigger.setAttribute('aria-expanded', 'true');
      trigger.setAttribute('aria-controls', 'account-menu');
      trigger.focus();
    });
    void router.navigate({ to: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await settle();
    expect(document.activeElement).toBe(trigger);
    unsubscribe();
    trigger.remove();
    panel.remove();
  });

  it('when a dialog opened on the new page has it', async () => {
    const { router } = await app();
    const dialog = document.createElement('dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(dialog);
    const unsubscribe = router.subscribe('onResolved', () => {
      dialog.setAttribute('open', '');
      inside.focus();
    });
    void router.navigate({ to: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await settle();
    expect(document.activeElement).toBe(inside);
    unsubscribe();
    dialog.remove();
  });
});
