// @vitest-environment jsdom
// Names users chose, inside the app's own sentences (findings 6, 7 and 8 of the signed-in audit): a
// name with right-to-left override characters reversed the rest of the sentence ("…さんから見積もりが
// 届きました" read "…exe.png たしまき届"), in the notifications and in the header; the avatar's
// initial was the invisible override character; a Japanese name in an English sentence was read with
// the English voice; and the ja button that marks the announcements read said it marked "お知らせ",
// the panel's own name for all of them.
import { configure, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/api';
import { AccountArea } from '../../../../src/features/auth/components/AccountArea';
import { signedOut } from '../../../../src/features/auth/store';
import { renderBellAnswering } from '../../../helpers/notification-bell';
import { renderTargetPageWith } from '../../../helpers/notification-target';
import { announcement, fakeNotificationListsApi, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore, renderUi } from '../../../helpers/render-ui';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanupAndRestore);

const USER = 'user-client-1';
const SPOOF = '\u202Eevil\u202C name \u202Egnp.exe';
/** Format and control characters: invisible, or steering the text around them. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;

const quote = (id: string, name: string) =>
  quoteNotification(id, {
    actor: { id: `pro-${id}`, name },
    data: { requestId: 'req-h', applyId: `apl-${id}` },
  });

async function targetTexts(notifications: Notification[], language: 'ja' | 'en' = 'ja') {
  const { api } = fakeNotificationListsApi({ notifications });
  const ui = await renderTargetPageWith(
    api,
    USER,
    { kind: 'request', scope: { type: 'request', requestId: 'req-h' } },
    { language },
  );
  const list = await ui.screen.findByTestId('target-notifications');
  return [...list.querySelectorAll<HTMLElement>('.target-notification__text')];
}

async function bellTexts(notifications: Notification[], language: 'ja' | 'en' = 'ja') {
  const ui = await renderBellAnswering(USER, { notifications }, { language });
  const panel = await ui.openPanel();
  await within(panel).findAllByRole('listitem');
  return [...panel.querySelectorAll<HTMLElement>('.bell__text')];
}

/** The name in `text` is isolated: in a <bdi> of its own, the app's words outside it. */
function expectIsolated(text: HTMLElement, name: string, sentence: string) {
  const isolates = text.querySelectorAll('bdi');
  expect(isolates).toHaveLength(1);
  expect(isolates[0]!.textContent).toBe(name);
  expect(text.textContent).toBe(sentence);
}

describe('a name with bidi controls (finding 6)', () => {
  it('is isolated from the sentence on a target page', async () => {
    const [text] = await targetTexts([quote('1', SPOOF)]);
    expectIsolated(text!, SPOOF, `${SPOOF}さんから見積もりが届きました`);
  });

  it('is isolated from the sentence in the bell', async () => {
    const [text] = await bellTexts([quote('1', SPOOF)]);
    expectIsolated(text!, SPOOF, `${SPOOF}さんから見積もりが届きました`);
  });

  it('gives a visible initial to the avatar', async () => {
    await targetTexts([quote('1', SPOOF), quote('2', '\u202E\u200F')]);
    const initials = [...document.querySelectorAll<HTMLElement>('[data-avatar="initials"]')].map(
      (avatar) => avatar.textContent ?? '',
    );
    expect(initials).toHaveLength(2);
    for (const initial of initials) {
      expect(initial).not.toBe('');
      expect(initial).not.toMatch(INVISIBLE);
    }
    // Only invisible characters: as a nameless actor ("ユーザー"), in the text too.
    expect(initials[1]).toBe('ユ');
    expect(document.querySelector('[data-notification-id="2"] .target-notification__text')?.textContent).toBe(
      'ユーザーさんから見積もりが届きました',
    );
  });

  it('the header shows the user’s name isolated from its "さん"', async () => {
    const user = finishedPro({
      profile: { fullNameKanji: { last: '佐藤', first: '\u202E花子' }, isCompany: false },
    });
    const ui = await renderUi(
      <AccountArea
        auth={{ ...signedOut, currentUser: user, isAuthenticated: true }}
        onSignOut={() => undefined}
      />,
    );
    const menu = await ui.screen.findByRole('navigation', { name: 'アカウントメニュー' });
    const name = menu.querySelector('bdi');
    expect(name?.textContent).toBe('佐藤 \u202E花子');
    expect(name?.parentElement?.textContent).toBe('佐藤 \u202E花子さん');
  });
});

describe('a Japanese name in an English sentence (finding 8)', () => {
  it('is marked as Japanese; an English one is not', async () => {
    const texts = await targetTexts([quote('1', '合同会社小野サービス'), quote('2', 'Ono Services')], 'en');
    expect(texts.map((text) => text.textContent)).toEqual([
      '合同会社小野サービス sent you a quote',
      'Ono Services sent you a quote',
    ]);
    expect(texts[0]!.querySelector('bdi')?.getAttribute('lang')).toBe('ja');
    expect(texts[1]!.querySelector('bdi')?.hasAttribute('lang')).toBe(false);
  });

  it('is marked as Japanese in the bell', async () => {
    const [text] = await bellTexts([quote('1', '合同会社小野サービス')], 'en');
    expect(text!.querySelector('bdi')?.getAttribute('lang')).toBe('ja');
  });

  it('is not marked on Japanese pages (the page is Japanese)', async () => {
    const [text] = await targetTexts([quote('1', '合同会社小野サービス')]);
    expect(text!.querySelector('[lang]')).toBeNull();
  });
});

describe('the button that marks the announcements read (finding 7)', () => {
  it.each([
    ['ja', '運営からのお知らせ', '運営からのお知らせをすべて既読にする'],
    ['en', 'Announcements', 'Mark all announcements read'],
  ] as const)('in %s names the announcements, as their heading does', async (language, heading, label) => {
    const ui = await renderBellAnswering(USER, { announcements: [announcement('ann-1')] }, { language });
    const panel = await ui.openPanel();
    expect(await within(panel).findByRole('heading', { name: heading })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: label })).toBeTruthy();
    // The panel's own "mark all" (its notifications) is another button.
    expect(within(panel).queryAllByRole('button', { name: label })).toHaveLength(1);
  });
});
