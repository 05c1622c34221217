// @vitest-environment jsdom
// Every save of the account page (name, password, newsletter choice) against each failure a save can
// meet, in Japanese and English, with a fake API client: a rate limit (429) names itself, not "try
// again later"; no answer, a server failure, an ended session, a refused account and a refused value
// each say what they are; what was typed stays, the focus stays on the save button (not sent to the
// page's start) and the message, a live alert, is brought into view. Only our failures are reported.
// (A name typed when the session ended, kept for the same user's return: kept-name.jsdom.test.tsx.)
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, NetworkError, type ApiClient, type User } from '../../../../src/api';
import { AccountPage } from '../../../../src/features/account/components/AccountPage';
import type { AccountTab } from '../../../../src/features/account/tabs';
import { reportError } from '../../../../src/lib/monitoring';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

// The mock kit's signed-in client (fixtures/dataset.ts).
const client: User = buildDataset().sessions.client.user;

type Language = 'ja' | 'en';
type Ui = Awaited<ReturnType<typeof renderUi>>;

/**
 * A fake client: GET answers `user` and their contact details; every PUT fails with `failure`, or
 * without one answers what was sent, as stored.
 */
function fakeApi(failure?: () => Error, user: User = client) {
  const GET = vi.fn(async (path: string) => {
    if (path === '/users/{id}') return { data: user };
    if (path === '/private-profiles/{id}')
      return { data: { id: user.id, email: user.email, phoneNumber: user.phoneNumber } };
    throw new Error(`unexpected GET ${path}`);
  });
  const PUT = vi.fn(async (path: string, { body }: { body: unknown }) => {
    if (failure) throw failure();
    return { data: path === '/users/{id}/change-password' ? undefined : body };
  });
  return { api: { GET, PUT } as unknown as ApiClient, PUT };
}

/**
 * One form of the page: its tab, its save button's name, and how to fill it in; `fill` answers a
 * check that what was typed is still there.
 */
interface Form {
  tab: AccountTab;
  operation: string;
  save: Record<Language, string>;
  fill: (ui: Ui, language: Language) => Promise<() => void>;
}

const PASSWORD = 'a-brand-new-passphrase';

const forms: Record<'name' | 'password' | 'preferences', Form> = {
  name: {
    tab: 'name',
    operation: 'PUT /users/{id}',
    save: { ja: 'お名前を保存する', en: 'Save name' },
    fill: async (ui, language) => {
      const last = (await ui.screen.findByLabelText(
        language === 'ja' ? '姓（漢字）' : 'Last name (Japanese)',
      )) as HTMLInputElement;
      await ui.user.clear(last);
      await ui.user.type(last, '鈴木');
      return () => expect(last.value).toBe('鈴木');
    },
  },
  password: {
    tab: 'password',
    operation: 'PUT /users/{id}/change-password',
    save: { ja: 'パスワードを変更する', en: 'Change password' },
    fill: async (ui, language) => {
      const password = (await ui.screen.findByLabelText(
        language === 'ja' ? '新しいパスワード' : 'New password',
      )) as HTMLInputElement;
      const confirmation = ui.screen.getByLabelText(
        language === 'ja' ? '新しいパスワード（確認）' : 'New password (again)',
      ) as HTMLInputElement;
      await ui.user.type(password, PASSWORD);
      await ui.user.type(confirmation, PASSWORD);
      return () => {
        expect(password.value).toBe(PASSWORD);
        expect(confirmation.value).toBe(PASSWORD);
      };
    },
  },
  preferences: {
    tab: 'notifications',
    operation: 'PUT /users/{id}/notification-preferences',
    save: { ja: '通知設定を保存する', en: 'Save notification settings' },
    fill: async (ui, language) => {
      const box = (await ui.screen.findByLabelText(
        language === 'ja' ? /ニュースレター/ : /newsletter/,
      )) as HTMLInputElement;
      await ui.user.click(box);
      return () => expect(box.checked).toBe(true);
    },
  },
};

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom has no layout: the page's call to bring a message into view is recorded instead.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
    scrolled(this, options);
  };
  scrolled.mockClear();
  vi.mocked(reportError).mockClear();
});

/**
 * Fills `form` in, presses its save button, and answers the failure's alert once the save has been
 * answered, having checked what every failure must keep: what was typed, the focus on the button,
 * the message brought into view, the page itself.
 */
async function failedSave(form: Form, language: Language, failure: () => Error) {
  const { api, PUT } = fakeApi(failure);
  const ui = await renderUi(
    <AccountPage userId={client.id} onUserSaved={vi.fn()} tab={form.tab} onTab={vi.fn()} />,
    { api, language },
  );
  const kept = await form.fill(ui, language);
  const button = ui.screen.getByRole('button', { name: form.save[language] });
  await ui.user.click(button);
  const alert = await ui.screen.findByRole('alert');
  expect(PUT).toHaveBeenCalledTimes(1);
  kept();
  expect(document.activeElement).toBe(button);
  expect(button.getAttribute('aria-disabled')).not.toBe('true');
  // Brought into view by an effect, after the message has been drawn.
  await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith(alert, { block: 'nearest' }));
  expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe(
    language === 'ja' ? 'アカウント設定' : 'Account settings',
  );
  return { alert, ui };
}

const ALL_FORMS = Object.entries(forms);
const BOTH = ['ja', 'en'] as const;
const eachFormAndLanguage = ALL_FORMS.flatMap(([name, form]) =>
  BOTH.map((language) => [name, language, form] as const),
);

/** What a generic "try again later" says, which a failure with a cause of its own must not. */
const LATER: Record<Language, string> = { ja: 'しばらく時間をおいてから', en: 'try again in a moment' };

describe('a save the server answers with 429 (rate limit)', () => {
  const rateLimited = (operation: string) => () =>
    new ApiError(operation, 429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } });

  it.each(eachFormAndLanguage)(
    '%s (%s): names the rate limit, keeps what was typed and the focus',
    async (_, language, form) => {
      const { alert } = await failedSave(form, language, rateLimited(form.operation));
      const text = alert.textContent ?? '';
      if (language === 'ja') {
        expect(text).toContain('短時間に何度も操作が行われたため');
        expect(text).toContain('入力内容はそのままです。');
        expect(text).toContain('少し時間をおいてから、もう一度お試しください。');
      } else {
        expect(text).toContain('too many attempts');
        expect(text).toContain('What you typed is kept.');
        expect(text).toContain('wait a moment and try again');
      }
      expect(text).not.toContain(LATER[language]);
    },
  );

  it('is not reported: it is the server’s limit at work, not a failure of ours', async () => {
    await failedSave(forms.name, 'ja', rateLimited(forms.name.operation));
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('the other failures of a save', () => {
  const cases: {
    what: string;
    failure: (operation: string) => () => Error;
    says: Record<Language, string>;
    reported: boolean;
  }[] = [
    {
      what: 'no answer (offline)',
      failure: (operation) => () => new NetworkError(operation),
      says: {
        ja: 'インターネットに接続できないため、保存できませんでした。入力内容はそのままです。',
        en: 'there is no internet connection. What you typed is kept.',
      },
      reported: true,
    },
    {
      what: 'a server failure (500)',
      failure: (operation) => () => new ApiError(operation, 500, undefined),
      says: {
        ja: '保存できませんでした。入力内容はそのままです。しばらく時間をおいてから',
        en: 'Could not save. What you typed is kept. Please try again in a moment.',
      },
      reported: true,
    },
    {
      what: 'an ended session (401)',
      failure: (operation) => () => new ApiError(operation, 401, undefined),
      says: {
        ja: 'ログインの有効期限が切れました。もう一度ログインしてください。',
        en: 'Your sign-in has expired. Please sign in again.',
      },
      reported: false,
    },
    {
      what: 'an account that may not be changed (403)',
      failure: (operation) => () => new ApiError(operation, 403, undefined),
      says: { ja: 'このアカウントは変更できません。', en: 'This account cannot be changed.' },
      reported: false,
    },
  ];

  it.each(
    cases.flatMap((each) =>
      eachFormAndLanguage.map(([name, language, form]) => [each.what, name, language, form, each] as const),
    ),
  )('%s on %s (%s) says so, keeps what was typed and the focus', async (_, __, language, form, each) => {
    const { alert } = await failedSave(form, language, each.failure(form.operation));
    expect(alert.textContent).toContain(each.says[language]);
    expect(vi.mocked(reportError).mock.calls.length > 0).toBe(each.reported);
  });

  describe.each([400, 422])('a value the server refuses (%i)', (status) => {
    const refused = (operation: string) => () =>
      new ApiError(operation, status, { error: { code: 'BAD_REQUEST', message: 'invalid' } });

    it.each(BOTH)('the name (%s): says it was not accepted, not "try again later"', async (language) => {
      const { alert } = await failedSave(forms.name, language, refused(forms.name.operation));
      expect(alert.textContent).toContain(
        language === 'ja'
          ? 'お名前が受け付けられませんでした。入力内容はそのままです。'
          : 'Your name was not accepted.',
      );
      expect(alert.textContent).not.toContain(LATER[language]);
      expect(reportError).not.toHaveBeenCalled();
    });

    it.each(BOTH)(
      'the password (%s): the field’s error, which takes the focus; what was typed stays',
      async (language) => {
        const { api } = fakeApi(refused(forms.password.operation));
        const ui = await renderUi(
          <AccountPage userId={client.id} onUserSaved={vi.fn()} tab="password" onTab={vi.fn()} />,
          { api, language },
        );
        const kept = await forms.password.fill(ui, language);
        await ui.user.click(ui.screen.getByRole('button', { name: forms.password.save[language] }));
        expect(
          await ui.screen.findByText(
            language === 'ja' ? /このパスワードは使用できません/ : /This password cannot be used/,
          ),
        ).toBeTruthy();
        const password = ui.screen.getByLabelText(language === 'ja' ? '新しいパスワード' : 'New password');
        expect(password.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(password);
        kept();
        expect(ui.screen.queryByRole('alert')?.textContent ?? '').not.toContain(LATER[language]);
      },
    );
  });
});
