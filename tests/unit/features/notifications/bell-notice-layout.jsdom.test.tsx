// @vitest-environment jsdom
// The bell's "could not mark as read" notice on a phone (finding 4 of the signed-in audit): it hung
// from the bell's right edge, 20 rem wide, and at 390 px began 46 px left of the screen — the start
// of both its lines cut off, with no way to scroll to them (and wherever the account area beside
// the bell is wide, tablets too). It is placed against the viewport's sides: a toast at the bottom.
// (jsdom applies the stylesheet's rules outside media queries: a phone's, the CSS being mobile first.)
import { readFileSync } from 'node:fs';
import { configure, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import styles from '../../../../src/features/notifications/components/NotificationBell.module.css';
import { renderBellAnswering } from '../../../helpers/notification-bell';
import { hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupPage } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanupPage);

const css = readFileSync('src/features/notifications/components/NotificationBell.module.css', 'utf8');
/** The stylesheet with its class names as CSS modules name them in the rendered bell. */
const moduleCss = css.replace(/\.([a-zA-Z][\w-]*)/g, (match, name: string) =>
  (styles as Record<string, string>)[name] ? `.${(styles as Record<string, string>)[name]}` : match,
);

const quote = quoteNotification('n-1', {
  time: hoursAgo(1),
  actor: { id: 'pro-1', name: '合同会社小野サービス' },
  data: { requestId: 'req-0025', applyId: 'apl-0025' },
});

it('on a phone, the notice is placed within the viewport, not from the bell’s edge', async () => {
  const ui = await renderBellAnswering('user-client-1', { notifications: [quote], failPut: true });
  await ui.openPanel();
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
