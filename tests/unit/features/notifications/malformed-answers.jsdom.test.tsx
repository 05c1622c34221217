// @vitest-environment jsdom
// Lists a production server may really send, outside the contract (which production only reports,
// src/api/client.ts), as an audit met them in a browser: one notification without `data`, an actor
// without a name or with one that is not a text, an item that is no notification at all, a list
// answered as an object. One bad item broke the target page (the page's error screen) and the bell
// (and with it the header's sign-out); a list that is no list did the same. Now an item that cannot
// be shown is left out or shown with the lists' fallbacks ("ユーザー"), and a list that is no list
// is the list's failure: its "could not load" and retry.
import { configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBellAnswering } from '../../../helpers/notification-bell';
import { requestTarget, renderTargetPageWith } from '../../../helpers/notification-target';
import { fakeNotificationListsApi, hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanupAndRestore);

const USER = 'user-client-1';

/** A well-formed quote notification about req-0003. */
const quote = (id: string, extra: Record<string, unknown> = {}) => ({
  ...quoteNotification(id, {
    actor: { id: `pro-${id}`, name: `小野${id}` },
    data: { requestId: 'req-0003', applyId: `apl-${id}` },
  }),
  ...extra,
});

/** The target page of req-0003, its list answering `notifications` as sent. */
async function renderRequestPage(notifications: unknown) {
  const fake = fakeNotificationListsApi({ notifications });
  const ui = await renderTargetPageWith(fake.api, USER, requestTarget, { url: '/request/req-0003' });
  return { ...ui, ...fake };
}

/** The bell, its lists answering `notifications` and `announcements` as sent. */
const renderBell = (notifications: unknown, announcements: unknown = []) =>
  renderBellAnswering(USER, { notifications, announcements });

const itemOf = (id: string) =>
  document.querySelector<HTMLElement>(`li[data-notification-id="${id}"]`) ?? undefined;

/** Items with nothing to show or mark read by: left out. */
const NOT_ITEMS: [string, unknown][] = [
  ['that is null', null],
  ['that is a text', 'b-1'],
  ['without an id', { ...quote('x'), id: undefined }],
  ['with an id that is not a text', { ...quote('x'), id: { value: 'x' } }],
];

/** Items whose `data` is missing or no object: shown (they have a text), leading nowhere in particular. */
const NO_DATA: [string, unknown][] = [
  ['without data', { ...quote('x'), data: undefined }],
  ['with data null', { ...quote('x'), data: null }],
  ['with data a text', { ...quote('x'), data: 'req-0003' }],
];

describe('one item that cannot be shown (finding 1a)', () => {
  it.each([...NOT_ITEMS, ...NO_DATA])('an item %s: the target page shows the others', async (_, bad) => {
    const ui = await renderRequestPage([bad, quote('1')]);
    const list = await ui.screen.findByTestId('target-notifications');
    // The item without data names no request: it is not this request's.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(itemOf('1')?.textContent).toContain('小野1さんから見積もりが届きました');
    expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('依頼内容');
    expect(ui.screen.getByTestId('request-applies').textContent).toContain('見積もり apl-1');
  });

  it.each(NOT_ITEMS)('an item %s: the bell shows and counts the others', async (_, bad) => {
    const ui = await renderBell([bad, quote('1')]);
    const panel = await ui.openPanel();
    expect(
      await within(panel).findByRole('button', { name: /小野1さんから見積もりが届きました/ }),
    ).toBeTruthy();
    expect(panel.querySelectorAll('li[data-notification-id]')).toHaveLength(1);
    await waitFor(() =>
      expect(ui.screen.getByRole('button', { name: /^お知らせ（/ }).getAttribute('aria-label')).toBe(
        'お知らせ（未読1件）',
      ),
    );
  });

  it.each(NO_DATA)(
    'an item %s: the bell shows it with the others, and opening it marks it read',
    async (_, bad) => {
      const ui = await renderBell([bad, quote('1')]);
      const panel = await ui.openPanel();
      const item = await within(panel).findByRole('button', { name: /小野xさんから見積もりが届きました/ });
      expect(within(panel).getByRole('button', { name: /小野1さんから見積もりが届きました/ })).toBeTruthy();
      expect(ui.screen.getByRole('button', { name: /^お知らせ（/ }).getAttribute('aria-label')).toBe(
        'お知らせ（未読2件）',
      );
      await ui.user.click(item);
      await waitFor(() => expect(ui.PUT).toHaveBeenCalledTimes(1));
      expect(ui.router.state.location.pathname).toBe('/start');
    },
  );
});

describe('an actor without a readable name (finding 1b)', () => {
  const NAMELESS: [string, unknown][] = [
    ['no name', { id: 'p' }],
    ['a null name', { id: 'p', name: null }],
    ['a number for a name', { id: 'p', name: 12345 }],
    ['an actor that is a text', 'p'],
  ];

  it.each(NAMELESS)('%s reads as "ユーザー" on the target page', async (_, actor) => {
    const ui = await renderRequestPage([quote('1', { actor }), quote('2')]);
    await ui.screen.findByTestId('target-notifications');
    expect(itemOf('1')?.textContent).toContain('ユーザーさんから見積もりが届きました');
    expect(itemOf('2')?.textContent).toContain('小野2さんから見積もりが届きました');
  });

  it.each(NAMELESS)('%s reads as "ユーザー" in the bell', async (_, actor) => {
    const ui = await renderBell([quote('1', { actor })]);
    const panel = await ui.openPanel();
    expect(
      await within(panel).findByRole('button', { name: /ユーザーさんから見積もりが届きました/ }),
    ).toBeTruthy();
  });
});

describe('a list answered as something else than a list (finding 1c)', () => {
  const NOT_LISTS: [string, unknown][] = [
    ['an object', { notifications: [quote('1')] }],
    ['a text', 'notifications'],
    ['a number', 3],
  ];

  it.each(NOT_LISTS)(
    'as %s: the target page says the list could not load, with a retry',
    async (_, answer) => {
      const ui = await renderRequestPage(answer);
      const alert = await ui.screen.findByRole('alert');
      expect(alert.textContent).toContain('お知らせを読み込めませんでした');
      ui.answers.notifications = [quote('1')];
      await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
      expect(await ui.screen.findByTestId('target-notifications')).toBeTruthy();
    },
  );

  it.each(NOT_LISTS)('as %s: the bell says its list could not load', async (_, answer) => {
    const ui = await renderBell(answer);
    const panel = await ui.openPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('お知らせを読み込めませんでした');
    expect(within(alert).getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('announcements answered as an object: their section says they could not load', async () => {
    const ui = await renderBell([quote('1')], { announcements: [] });
    const panel = await ui.openPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('運営からのお知らせを読み込めませんでした');
    expect(within(panel).getByRole('button', { name: /小野1さんから見積もりが届きました/ })).toBeTruthy();
  });

  it('an announcement that is no announcement is left out; the others show', async () => {
    const good = {
      announcementId: 'ann-1',
      isRead: false,
      title: { ja: '年末年始の営業について', en: 'Year-end hours' },
      body: { ja: '本文', en: 'Body' },
      publishedAt: hoursAgo(24),
    };
    const ui = await renderBell([], [null, 'ann-0', { ...good, announcementId: undefined }, good]);
    const panel = await ui.openPanel();
    expect(await within(panel).findByText('年末年始の営業について')).toBeTruthy();
    expect(within(panel).getAllByRole('button', { name: '既読にする' })).toHaveLength(1);
  });
});

describe('a list with the same notification twice', () => {
  it('shows it once', async () => {
    const ui = await renderRequestPage([quote('1'), quote('1'), quote('2')]);
    const list = await ui.screen.findByTestId('target-notifications');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.notificationId),
    ).toEqual(['1', '2']);
  });
});
