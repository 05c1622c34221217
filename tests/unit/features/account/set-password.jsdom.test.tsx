// @vitest-environment jsdom
// The set-password page's answers to what the server says, with a fake API client: a refused password
// (400) is the password field's error, a server failure (500) says so with a retry that sends again what
// was typed (kept), and a link without its token shows no form and sends nothing.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../../src/api';
import { SetPasswordPage } from '../../../../src/features/account/components/SetPasswordPage';
import { reportError } from '../../../../src/lib/monitoring';
import { renderUi } from '../../../helpers/render-ui';

vi.mock('../../../../src/lib/monitoring');
afterEach(cleanup);

const PASSWORD = 'a-password-from-the-link';

/** A fake client whose POST fails with each status given, in turn, then answers 204. */
function fakeApi(...failures: number[]) {
  const POST = vi.fn(async () => {
    const status = failures.shift();
    if (status) throw new ApiError('setPassword', status, undefined);
    return { data: undefined };
  });
  return { api: { POST } as unknown as ApiClient, POST };
}

async function typeTwice(ui: Awaited<ReturnType<typeof renderUi>>) {
  await ui.user.type(await ui.screen.findByLabelText('新しいパスワード'), PASSWORD);
  await ui.user.type(ui.screen.getByLabelText('新しいパスワード（確認）'), PASSWORD);
  await ui.user.click(ui.screen.getByRole('button', { name: 'パスワードを設定する' }));
}

it('a password the server refuses (400) is the field’s error, and the form stays', async () => {
  const { api, POST } = fakeApi(400);
  const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, { api });
  await typeTwice(ui);
  expect(await ui.screen.findByText(/このパスワードは使用できません/)).toBeTruthy();
  expect(ui.screen.getByLabelText('新しいパスワード').getAttribute('aria-invalid')).toBe('true');
  expect(POST).toHaveBeenCalledWith('/users/{id}/password', {
    params: { path: { id: 'user-new-client' } },
    body: { password: PASSWORD, token: 'pwset-3f9a' },
  });
  expect(reportError).not.toHaveBeenCalled();
});

it('a server failure (500) is reported and said with a retry that sends what was typed again', async () => {
  const { api, POST } = fakeApi(500);
  const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, { api });
  await typeTwice(ui);
  const failure = await ui.screen.findByTestId('set-password-failed');
  expect(failure.textContent).toContain('パスワードを設定できませんでした。入力内容はそのままです。');
  expect(reportError).toHaveBeenCalledTimes(1);
  expect((ui.screen.getByLabelText('新しいパスワード') as HTMLInputElement).value).toBe(PASSWORD);
  // The button sends again (what was typed is kept): it says so, it is no "reload".
  expect(ui.screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
  await ui.user.click(ui.screen.getByRole('button', { name: 'もう一度送信する' }));
  expect(await ui.screen.findByText('パスワードを設定しました。')).toBeTruthy();
  expect(POST).toHaveBeenCalledTimes(2);
  expect(POST.mock.calls[1]).toEqual(POST.mock.calls[0]);
});

it('in English the retry after a server failure reads “Try again”', async () => {
  const { api, POST } = fakeApi(500);
  const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, {
    api,
    language: 'en',
  });
  await ui.user.type(await ui.screen.findByLabelText('New password'), PASSWORD);
  await ui.user.type(ui.screen.getByLabelText('New password (again)'), PASSWORD);
  await ui.user.click(ui.screen.getByRole('button', { name: 'Set password' }));
  const failure = await ui.screen.findByTestId('set-password-failed');
  expect(failure.textContent).toContain('What you typed is kept.');
  await ui.user.click(ui.screen.getByRole('button', { name: 'Try again' }));
  expect(await ui.screen.findByText('Your password is set.')).toBeTruthy();
  expect(POST).toHaveBeenCalledTimes(2);
});

it('a link without its token shows no form and sends nothing', async () => {
  const { api, POST } = fakeApi();
  const ui = await renderUi(<SetPasswordPage userId="user-new-client" token={undefined} />, { api });
  expect(await ui.screen.findByText('このリンクは完全ではありません。')).toBeTruthy();
  expect(ui.screen.queryByLabelText('新しいパスワード')).toBeNull();
  expect(POST).not.toHaveBeenCalled();
});

describe('what a failure says, and where the focus goes', () => {
  it.each([
    [429, '短時間に多くのアクセスがあったため'],
    [500, 'パスワードを設定できませんでした。入力内容はそのままです。'],
    [403, 'パスワードを設定できませんでした。入力内容はそのままです。'],
  ])('%s: its message takes the focus (as a failed sign-in’s does)', async (status, message) => {
    const { api } = fakeApi(status);
    const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, { api });
    await typeTwice(ui);
    const failure = await ui.screen.findByTestId('set-password-failed');
    expect(failure.textContent).toContain(message);
    await vi.waitFor(() => expect(document.activeElement?.contains(failure)).toBe(true));
    expect((ui.screen.getByLabelText('新しいパスワード') as HTMLInputElement).value).toBe(PASSWORD);
  });

  it('in English, a rate limit says so', async () => {
    vi.mocked(reportError).mockClear();
    const { api } = fakeApi(429);
    const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, {
      api,
      language: 'en',
    });
    await ui.user.type(await ui.screen.findByLabelText('New password'), PASSWORD);
    await ui.user.type(ui.screen.getByLabelText('New password (again)'), PASSWORD);
    await ui.user.click(ui.screen.getByRole('button', { name: 'Set password' }));
    expect((await ui.screen.findByTestId('set-password-failed')).textContent).toContain(
      'We received a lot of requests in a short time',
    );
    // The server's limit at work, as on the account page's saves: not reported as a fault.
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a second failure takes the focus again', async () => {
    const { api, POST } = fakeApi(500, 500);
    const ui = await renderUi(<SetPasswordPage userId="user-new-client" token="pwset-3f9a" />, { api });
    await typeTwice(ui);
    const failure = await ui.screen.findByTestId('set-password-failed');
    await vi.waitFor(() => expect(document.activeElement?.contains(failure)).toBe(true));
    ui.screen.getByLabelText('新しいパスワード（確認）').focus();
    await ui.user.keyboard('{Enter}');
    await vi.waitFor(() => expect(POST).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(document.activeElement?.contains(ui.screen.getByTestId('set-password-failed'))).toBe(true),
    );
  });
});

describe('the account the new password is for', () => {
  it.each([
    ['the email, when the link gives it', 'hanako@example.com', 'hanako@example.com'],
    ['else the account’s id', undefined, 'user-new-client'],
  ])(
    '%s: a username field for password managers, inside the form, not to be typed in',
    async (_, email, name) => {
      const ui = await renderUi(
        <SetPasswordPage userId="user-new-client" token="pwset-3f9a" email={email} />,
        { api: fakeApi().api },
      );
      const password = await ui.screen.findByLabelText('新しいパスワード');
      const form = password.closest('form')!;
      const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
      expect(username?.value).toBe(name);
      expect(username?.readOnly).toBe(true);
      // Not a field the user sees or reaches: nothing to fill in.
      expect(username?.hidden).toBe(true);
      expect(ui.screen.queryByRole('textbox')).toBeNull();
    },
  );
});
