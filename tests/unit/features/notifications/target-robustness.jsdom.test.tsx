// @vitest-environment jsdom
// The target pages with what a server (or the network) may really send, as an audit met them in a
// browser: a notification dated only by `createdTime` (spec §3: "time (or createdTime)") or not
// datable at all, an action the app does not know yet, a time in the future (clock skew), a picture
// that does not load, a list call that hangs or fails; and the links and buttons of each item.
import { act, cleanup, configure, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import {
  renderTargetPage,
  type ListAnswer,
  type TargetPageProps,
} from '../../../helpers/notification-target';
import { hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanupAndRestore);

const USER = 'usr-pro-1';

/** Points of a quote on `田中{id}`'s request, given back (three hours ago). */
const refund = (id: string, extra: Partial<Notification> = {}) =>
  quoteNotification(id, {
    action: 'applyRefunded',
    actor: { id: `user-${id}`, name: `田中${id}` },
    ...extra,
  });

/** Notifications as the server may send them, outside what the contract's types allow. */
const raw = (notification: Record<string, unknown>) => notification as unknown as Notification;

const billing: TargetPageProps = { kind: 'billing', scope: { type: 'section', to: '/billing' } };

const renderPage = (answer: ListAnswer, props: TargetPageProps = billing, language: 'ja' | 'en' = 'ja') =>
  renderTargetPage(USER, answer, props, language);

const itemOf = (id: string) =>
  document.querySelector<HTMLElement>(`li[data-notification-id="${id}"]`) ?? undefined;

describe('a notification the page cannot date by `time` (finding 1)', () => {
  it('shows one dated only by createdTime with that time, and one not datable without a time', async () => {
    const ui = await renderPage([
      raw({ ...refund('a'), time: undefined, createdTime: hoursAgo(3) }),
      raw({ ...refund('b'), time: 'not-a-date' }),
    ]);
    await ui.screen.findByTestId('target-notifications');
    const dated = itemOf('a')!;
    expect(dated.textContent).toContain('田中aさんの依頼への見積もりで使ったポイントが返還されました');
    expect(dated.querySelector('time')?.textContent).toBe('3時間前');
    const undated = itemOf('b')!;
    expect(undated.textContent).toContain('田中bさん');
    expect(undated.querySelector('time')).toBeNull();
    expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('お支払い・ポイント');
  });
});

describe('an action the app does not know yet (finding 4)', () => {
  it.each([
    ['ja', '新しいお知らせがあります'],
    ['en', 'You have a new notification'],
  ] as const)('reads as a generic text (%s), never a translation key', async (language, text) => {
    const ui = await renderPage(
      [raw({ ...refund('n'), action: 'brandNewAction', data: { requestId: 'req-3', applyId: 'apl-3' } })],
      { kind: 'request', scope: { type: 'request', requestId: 'req-3' } },
      language,
    );
    await ui.screen.findByTestId('target-notifications');
    expect(itemOf('n')!.textContent).toContain(text);
    expect(document.body.textContent).not.toContain('actions.');
  });
});

describe('smaller things of an item (finding 12)', () => {
  it('a time in the future (a clock behind the server’s) reads "just now", not "in 72 years"', async () => {
    const future = hoursAgo(-72 * 365 * 24);
    const ja = await renderPage([refund('f', { time: future })]);
    await ja.screen.findByTestId('target-notifications');
    expect(itemOf('f')!.querySelector('time')?.textContent).toBe('たった今');
    cleanup();
    const en = await renderPage([refund('f', { time: future })], billing, 'en');
    await en.screen.findByTestId('target-notifications');
    expect(itemOf('f')!.querySelector('time')?.textContent).toBe('just now');
  });

  it('a picture that does not load gives way to the initials', async () => {
    const ui = await renderPage([refund('p', { avatarUrl: 'https://invalid.invalid/x.png' })]);
    await ui.screen.findByTestId('target-notifications');
    const picture = itemOf('p')!.querySelector('img')!;
    fireEvent.error(picture);
    expect(itemOf('p')!.querySelector('img')).toBeNull();
    expect(itemOf('p')!.querySelector('[data-avatar="initials"]')?.textContent).toBe('田');
  });

  it("a refund's quote link opens the pro's side of the quote, not at its messages", async () => {
    const ui = await renderPage([refund('r')]);
    const item = within(await ui.screen.findByTestId('target-notifications')).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '見積もり apl-r' }).getAttribute('href')).toBe(
      '/dashboard/request/req-r/apply/apl-r',
    );
    // Its request: the pro's page of it (the request's details), not the client's.
    expect(within(item).getByRole('link', { name: '依頼 req-r' }).getAttribute('href')).toBe(
      '/request-detail/req-r',
    );
  });
});

describe('"mark as read" buttons (finding 8)', () => {
  it("each is described by its notification's text", async () => {
    const ui = await renderPage([refund('1'), refund('2')], billing, 'en');
    const list = await ui.screen.findByTestId('target-notifications');
    const buttons = within(list).getAllByRole('button', { name: 'Mark as read' });
    expect(buttons).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Mark as read', description: /田中1/ })).toBe(buttons[0]);
    expect(within(list).getByRole('button', { name: 'Mark as read', description: /田中2/ })).toBe(buttons[1]);
  });
});

describe('the list while it loads or fails (findings 2, 6, 9)', () => {
  it('the retry is one of the app’s buttons (a 44 px tap target)', async () => {
    const ui = await renderPage('fail');
    const alert = await ui.screen.findByRole('alert');
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    expect(retry.className.split(' ')).toEqual(expect.arrayContaining(buttonClass().split(' ')));
  });

  it('after a retry that loads, the focus is on what replaced the retry, not on the page', async () => {
    const ui = await renderPage('fail');
    const alert = await ui.screen.findByRole('alert');
    ui.answers.list = [refund('1')];
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    const list = await ui.screen.findByTestId('target-notifications');
    await waitFor(() => expect(document.activeElement).toBe(list));
  });

  it('a call that never answers: the page at once, loading, then after 10 s a retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const ui = await renderPage('pending');
    expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('お支払い・ポイント');
    expect((await ui.screen.findByRole('status')).textContent).toBe('読み込み中…');
    expect(ui.screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('お知らせを読み込めませんでした');
    ui.answers.list = [refund('1')];
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await ui.screen.findByTestId('target-notifications')).toBeTruthy();
    expect(ui.screen.queryByRole('alert')).toBeNull();
  });
});
