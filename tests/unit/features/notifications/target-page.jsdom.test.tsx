// @vitest-environment jsdom
// The pages notifications lead to, as an audit met them in a browser, with a fake API: their
// titles and texts fit whoever looks (a pro opening a client's request is not told "your request" or
// "your answers"), the message targets do not claim to show messages, the request's quotes page is
// not titled a quote's, a row does not say "Request" twice; "mark as read" refused is undone and
// said; and when its button goes, the focus moves on to the next one or the list's heading.
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/api';
import { renderTargetPageWith, type TargetPageProps } from '../../../helpers/notification-target';
import { fakeNotificationListsApi, hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanupAndRestore);

const USER = 'usr-pro-1';

const notification = (
  id: string,
  action: Notification['action'],
  data: Notification['data'],
  hours: number,
  isRead = false,
) =>
  quoteNotification(id, {
    action,
    data,
    time: hoursAgo(hours),
    isRead,
    actor: { id: `user-${id}`, name: `田中${id}` },
  });

const NOTIFICATIONS = [
  notification('n1', 'newRequest', { requestId: 'req-1' }, 2),
  notification('n2', 'replyRequest', { requestId: 'req-1' }, 3),
  notification('n3', 'replyJob', { requestId: 'req-1', applyId: 'apl-1' }, 4),
  notification('n4', 'applyRefunded', { requestId: 'req-2', applyId: 'apl-2' }, 5),
  notification('n5', 'applyRefundedDueToSpy', { requestId: 'req-3', applyId: 'apl-3' }, 6),
  notification('n6', 'applyRefunded', { requestId: 'req-4', applyId: 'apl-4' }, 7, true),
];

async function renderPage(
  props: TargetPageProps,
  language: 'ja' | 'en' = 'ja',
  options = { failPut: false },
) {
  const fake = fakeNotificationListsApi({ notifications: NOTIFICATIONS, ...options });
  const ui = await renderTargetPageWith(fake.api, USER, props, { language });
  await ui.screen.findByTestId('target-notifications');
  const h1 = () => ui.screen.getByRole('heading', { level: 1 }).textContent;
  return { ...ui, ...fake, h1 };
}

/** What a sighted reader sees of an element: its text without the visually hidden parts. */
const visibleText = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent.trim();
};

const requestDetail: TargetPageProps = {
  kind: 'requestDetail',
  scope: { type: 'request', requestId: 'req-1' },
};

describe('titles and texts that fit the page and whoever looks (defect 4)', () => {
  it('a request opened by a pro: no "your request", no "your answers" (en)', async () => {
    const ui = await renderPage(requestDetail, 'en');
    expect(ui.h1()).toBe('Request details');
    expect(document.body.textContent).not.toMatch(/your request|your answers/i);

    cleanup();
    const request = await renderPage(
      { kind: 'request', scope: { type: 'request', requestId: 'req-1' } },
      'en',
    );
    expect(request.h1()).toBe('Request');
    expect(document.title).not.toMatch(/your request/i);
    expect(document.body.textContent).not.toMatch(/your request|your answers/i);
  });

  it('a request opened by a pro: no 「ご回答」 (ja)', async () => {
    await renderPage(requestDetail);
    expect(document.body.textContent).not.toContain('ご回答');
    expect(document.body.textContent).toContain(
      '依頼の内容やその後の状況は、この画面ではまだ表示できません。',
    );
  });

  it.each([
    ['the quote', { kind: 'apply', scope: { type: 'apply', applyId: 'apl-1', requestId: 'req-1' } }],
    [
      "the pro's side of a quote",
      {
        kind: 'apply',
        scope: { type: 'apply', applyId: 'apl-1', requestId: 'req-1' },
        requestPage: 'requestDetail',
      },
    ],
    [
      "the request's quotes",
      {
        kind: 'applyDetail',
        scope: { type: 'request', requestId: 'req-1' },
        requestPage: 'requestDetail',
        requestLink: true,
      },
    ],
  ] as [string, TargetPageProps][])(
    '%s at its messages does not claim to show them',
    async (_name, props) => {
      for (const language of ['ja', 'en'] as const) {
        const ui = await renderPage({ ...props, activePage: 'message' }, language);
        const note = ui.screen.getByTestId('active-page').textContent;
        expect(note).not.toMatch(/Showing the messages|メッセージを表示しています/);
        expect(note).toMatch(
          language === 'ja'
            ? /メッセージの本文は、この画面ではまだ表示できません/
            : /The messages themselves cannot be shown here yet/,
        );
        expect(ui.h1()).not.toMatch(/messages|メッセージ/i);
        cleanup();
      }
    },
  );

  it("the request's quotes page is titled so, not as a quote's details", async () => {
    const props: TargetPageProps = {
      kind: 'applyDetail',
      scope: { type: 'request', requestId: 'req-1' },
      requestPage: 'requestDetail',
      requestLink: true,
    };
    expect((await renderPage(props, 'en')).h1()).toBe('Quotes for the request');
    cleanup();
    expect((await renderPage(props)).h1()).toBe('依頼への見積もり');
  });

  it('a quote alone is still titled by what it is', async () => {
    const ui = await renderPage({ kind: 'applyDetail', scope: { type: 'apply', applyId: 'apl-1' } }, 'en');
    expect(ui.h1()).toBe('Quote details');
  });

  it('the request number row says "Request" once, and its link is still named in full', async () => {
    const ui = await renderPage(
      {
        kind: 'applyDetail',
        scope: { type: 'request', requestId: 'req-1' },
        requestPage: 'requestDetail',
        requestLink: true,
      },
      'en',
    );
    const value = ui.screen.getByTestId('request-id');
    expect(value.previousElementSibling?.textContent).toBe('Request number');
    expect(visibleText(value)).toBe('req-1');
    expect(within(value).getByRole('link', { name: 'Request req-1' }).getAttribute('href')).toBe(
      '/request-detail/req-1',
    );

    cleanup();
    const quote = await renderPage(
      { kind: 'apply', scope: { type: 'apply', applyId: 'apl-1', requestId: 'req-1' } },
      'ja',
    );
    const link = quote.screen.getByRole('link', { name: '依頼 req-1' });
    expect(visibleText(link)).toBe('req-1');
    expect(link.closest('dd')?.previousElementSibling?.textContent).toBe('依頼番号');
  });
});

const billing: TargetPageProps = { kind: 'billing', scope: { type: 'section', to: '/billing' } };

describe('"mark as read" on a target page', () => {
  it('refused: the notification stays unread and it says so (defect 2)', async () => {
    const ui = await renderPage(billing, 'en', { failPut: true });
    const item = ui.screen
      .getByTestId('target-notifications')
      .querySelector('li[data-notification-id="n4"]')!;
    await ui.user.click(within(item as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    expect((await within(item as HTMLElement).findByRole('alert')).textContent).toBe(
      'Could not mark as read. Please try again later.',
    );
    expect(item.getAttribute('data-read')).toBe('false');
    expect(within(item as HTMLElement).getByText('Unread')).toBeTruthy();
    expect(within(item as HTMLElement).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });

  it("saved: the focus goes to the next one's button, then to the list's heading (defect 5)", async () => {
    const ui = await renderPage(billing, 'en');
    const list = ui.screen.getByTestId('target-notifications');
    const [first, second] = within(list).getAllByRole('button', { name: 'Mark as read' });
    first!.focus();
    await ui.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(ui.PUT).toHaveBeenCalledWith('/user-notifications/{id}/mark-as-read', {
      params: { path: { id: 'n4' } },
    });

    await ui.user.keyboard('{Enter}');
    const heading = ui.screen.getByRole('heading', { name: 'Notifications about this page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(list).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(ui.screen.queryByRole('alert')).toBeNull();
  });
});
