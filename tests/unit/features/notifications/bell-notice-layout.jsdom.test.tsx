// @vitest-environment jsdom
// The bell's "could not mark as read" notice on a phone (finding 4 of the signed-in audit): it hung
// from the bell's right edge, 20 rem wide, and at 390 px began 46 px left of the screen — the start
// of both its lines cut off, with no way to scroll to them (and wherever the account area beside
// the bell is wide, tablets too). It is placed against the viewport's sides: a toast at the bottom.
// (jsdom applies the stylesheet's rules outside media queries: a phone's, the CSS being mobile first.)
import { readFileSync } from 'node:fs';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type Notification } from '../../../../src/api';
import { NotificationBell } from '../../../../src/features/notifications/components/NotificationBell';
import styles from '../../../../src/features/notifications/components/NotificationBell.module.css';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const css = readFileSync('src/features/notifications/components/NotificationBell.module.css', 'utf8');
/** The stylesheet with its class names as CSS modules name them in the rendered bell. */
const moduleCss = css.replace(/\.([a-zA-Z][\w-]*)/g, (match, name: string) =>
  (styles as Record<string, string>)[name] ? `.${(styles as Record<string, string>)[name]}` : match,
);

const quote: Notification = {
  id: 'n-1',
  time: new Date(Date.now() - 3_600_000).toISOString(),
  isRead: false,
  action: 'applyRequest',
  actor: { id: 'pro-1', name: '合同会社小野サービス' },
  data: { requestId: 'req-0025', applyId: 'apl-0025' },
};

it('on a phone, the notice is placed within the viewport, not from the bell’s edge', async () => {
  const api = {
    GET: vi.fn(async (path: string) => ({ data: path === '/user-notifications' ? [quote] : [] })),
    PUT: vi.fn(async () => {
      throw new ApiError('PUT /user-notifications/{id}/mark-as-read', 500, undefined);
    }),
  } as unknown as ApiClient;
  const ui = await renderUi(<NotificationBell userId="user-client-1" />, { api, url: '/start' });
  await ui.user.click(ui.screen.getByRole('button', { expanded: false }));
  await ui.user.click(await ui.screen.findByRole('button', { name: /合同会社小野サービスさんから/ }));
  const notice = await waitFor(() => {
    const alert = ui.screen.getByRole('alert');
    expect(alert.textContent).toContain('既読にできませんでした');
    return alert;
  });
  expect(styles.notice && notice.classList.contains(styles.notice)).toBe(true);

  const style = document.createElement('style');
  style.textContent = moduleCss;
  document.head.append(style);
  const placed = getComputedStyle(notice);
  // Against the viewport, with both sides set: as wide as the screen allows, never past its edges.
  expect(placed.position).toBe('fixed');
  expect(placed.left).not.toMatch(/^(auto|)$/);
  expect(placed.right).not.toMatch(/^(auto|)$/);
  expect(placed.width).not.toBe('max-content');
});
