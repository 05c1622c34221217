// @vitest-environment jsdom
// The retry of a list that failed, pressed from the keyboard (finding 5 of the signed-in audit): the
// button went at once (the list said "loading" in its place), the focus dropped to the page, and
// when the retry failed again the focus stayed there — a keyboard or screen-reader user was back at
// the page's start (on a phone, at the bell panel's first control). Now the focus stays on the
// retry while it runs and after it fails; once the list loads it moves to the list.
import { configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type Notification } from '../../../../src/api';
import { renderBellWith } from '../../../helpers/notification-bell';
import { renderTargetPageWith, requestTarget } from '../../../helpers/notification-target';
import { hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 8_000 });
afterEach(cleanupAndRestore);

const USER = 'user-client-1';

const quote = quoteNotification('n-1', {
  time: hoursAgo(1),
  actor: { id: 'pro-1', name: '小野サービス' },
  data: { requestId: 'req-0003', applyId: 'apl-0003' },
});

/**
 * GET /user-notifications fails at first; `next()` makes the calls after it wait for the test, which
 * then answers them with `fail()` or `answer(list)`.
 */
function fakeApi() {
  let gate: { promise: Promise<void>; open: () => void } | undefined;
  let outcome: Notification[] | 'fail' = 'fail';
  const GET = vi.fn(async (path: string) => {
    if (path !== '/user-notifications') return { data: [] };
    await gate?.promise;
    if (outcome === 'fail') throw new ApiError('GET /user-notifications', 500, undefined);
    return { data: structuredClone(outcome) };
  });
  const next = () => {
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    gate = { promise, open };
  };
  const settle = (result: Notification[] | 'fail') => {
    outcome = result;
    gate?.open();
  };
  return {
    api: { GET, PUT: vi.fn(), POST: vi.fn() } as unknown as ApiClient,
    GET,
    next,
    fail: () => settle('fail'),
    answer: (list: Notification[]) => settle(list),
  };
}

const focused = () => document.activeElement;

describe("the target page's list", () => {
  async function renderPage() {
    const fake = fakeApi();
    const ui = await renderTargetPageWith(fake.api, USER, requestTarget);
    return { ...ui, ...fake };
  }

  it('keeps the focus on the retry while it runs and when it fails again', async () => {
    const ui = await renderPage();
    const alert = await ui.screen.findByRole('alert');
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    const section = retry.closest('section')!;
    ui.next();
    retry.focus();
    await ui.user.keyboard('{Enter}');
    // Running: it says it is loading, and the focus has not dropped to the page (the shared retry
    // keeps it on the part: its button, or the loading line in its place).
    expect(await within(section).findByText('読み込み中…', { selector: '[role="status"]' })).toBeTruthy();
    await waitFor(() => expect(section.contains(focused())).toBe(true));

    ui.fail();
    await waitFor(() => expect(ui.screen.queryByRole('status')).toBeNull());
    const again = within(ui.screen.getByRole('alert')).getByRole('button', { name: '再読み込み' });
    expect(focused()).toBe(again);
  });

  it('a press while the retry runs asks no second time; once it loads, the focus is on the list', async () => {
    const ui = await renderPage();
    const alert = await ui.screen.findByRole('alert');
    const calls = ui.GET.mock.calls.length;
    ui.next();
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    await ui.user.keyboard('{Enter}');
    expect(ui.GET.mock.calls.length).toBe(calls + 1);
    ui.answer([quote]);
    const list = await ui.screen.findByTestId('target-notifications');
    await waitFor(() => expect(focused()).toBe(list));
  });
});

describe("the bell panel's list", () => {
  async function renderBell() {
    const fake = fakeApi();
    const ui = await renderBellWith(fake.api, USER);
    const panel = await ui.openPanel();
    return { ...ui, ...fake, panel };
  }

  it('keeps the focus on the retry while it runs and when it fails again', async () => {
    const ui = await renderBell();
    // The bell asks twice before it says so (one retry of its own).
    const alert = await within(ui.panel).findByRole('alert');
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    ui.next();
    retry.focus();
    await ui.user.keyboard('{Enter}');
    expect(await within(ui.panel).findByText('お知らせを読み込んでいます…')).toBeTruthy();
    expect(focused()).not.toBe(document.body);
    expect(focused()?.textContent).toBe('再読み込み');

    ui.fail();
    await waitFor(() => expect(within(ui.panel).queryByText('お知らせを読み込んでいます…')).toBeNull());
    const again = within(within(ui.panel).getByRole('alert')).getByRole('button', { name: '再読み込み' });
    expect(focused()).toBe(again);
  });

  it('a press while the retry runs asks no second time (the retry says it is unavailable)', async () => {
    const ui = await renderBell();
    const alert = await within(ui.panel).findByRole('alert');
    const calls = ui.GET.mock.calls.filter(([path]) => path === '/user-notifications').length;
    ui.next();
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    retry.focus();
    await ui.user.keyboard('{Enter}');
    await within(ui.panel).findByText('お知らせを読み込んでいます…');
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    await ui.user.keyboard('{Enter}');
    expect(ui.GET.mock.calls.filter(([path]) => path === '/user-notifications')).toHaveLength(calls + 1);
  });

  it('once the retry loads the list, the focus is on the list', async () => {
    const ui = await renderBell();
    const alert = await within(ui.panel).findByRole('alert');
    ui.next();
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    ui.answer([quote]);
    const item = await within(ui.panel).findByRole('button', { name: /小野サービスさんから/ });
    await waitFor(() => expect(focused()).toBe(item.closest('ul')));
  });
});
