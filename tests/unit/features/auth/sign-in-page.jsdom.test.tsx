// @vitest-environment jsdom
// The sign-in page beyond its form's rules (tests/unit/components/sign-in.jsdom.test.tsx): a failed
// sign-in's message takes the focus whatever the failure (what was typed stays), the ways to register
// under the form (a request registers a client, pros sign up at /pro/signup), and a signed-in visitor
// on the way on sees no form.
import { act, cleanup, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/api';
import { SignInPage } from '../../../../src/features/auth/components/SignInPage';
import { renderUi } from '../../../helpers/render-ui';

vi.mock('../../../../src/lib/monitoring');
afterEach(cleanup);

async function submitWith(ui: Awaited<ReturnType<typeof renderUi>>, email: string, password: string) {
  await ui.user.type(await ui.screen.findByLabelText('メールアドレス'), email);
  await ui.user.type(ui.screen.getByLabelText('パスワード'), password);
  await ui.user.click(ui.screen.getByRole('button', { name: 'ログインする' }));
}

describe('a failed sign-in', () => {
  it.each([
    [
      'wrong password (401)',
      new ApiError('signIn', 401, undefined),
      'メールアドレスまたはパスワードが正しくありません。',
    ],
    ['server failure (500)', new ApiError('signIn', 500, undefined), 'ログインできませんでした。'],
    ['lost connection', new NetworkError('signIn'), '通信環境をご確認のうえ'],
    ['rate limit (429)', new ApiError('signIn', 429, undefined), '短時間に多くのアクセス'],
  ])('%s: the message takes the focus, and what was typed stays', async (_name, failure, message) => {
    const onSignIn = vi.fn(async () => {
      throw failure;
    });
    const ui = await renderUi(<SignInPage onSignIn={onSignIn} />);
    await submitWith(ui, 'taro@example.com', 'wrong-pass');
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect((ui.screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('taro@example.com');
    expect((ui.screen.getByLabelText('パスワード') as HTMLInputElement).value).toBe('wrong-pass');
  });

  it('a second failure with the same message takes the focus again', async () => {
    const onSignIn = vi.fn(async () => {
      throw new ApiError('signIn', 401, undefined);
    });
    const ui = await renderUi(<SignInPage onSignIn={onSignIn} />);
    await submitWith(ui, 'taro@example.com', 'wrong');
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('alert'));
    // The user goes on to the password and sends again (Enter).
    await ui.user.type(ui.screen.getByLabelText('パスワード'), '-again{Enter}');
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('alert'));
  });
});

describe('a failed sign-in with LINE, back on the page', () => {
  it.each([
    ['cancelled', 'access_denied', 'LINEでのログインはキャンセルされました。'],
    ['refused by LINE', 'server_error', 'LINEでログインできませんでした。'],
  ])('%s: the message takes the focus, as the email sign-in’s does', async (_name, error, message) => {
    const onFailed = vi.fn();
    const ui = await renderUi(
      <SignInPage
        onSignIn={async () => undefined}
        line={{
          authorizeUrl: 'https://line.example/authorize',
          language: 'ja',
          returned: { error, state: 'state-from-line' },
          signIn: vi.fn(async () => undefined),
          onSignedIn: vi.fn(async () => undefined),
          onFailed,
        }}
      />,
    );
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});

describe('a new attempt after a refused sign-in', () => {
  it('clears the old message, even when the new one is stopped by a field’s rule (nothing sent)', async () => {
    const onSignIn = vi.fn(async () => {
      throw new ApiError('signIn', 401, undefined);
    });
    const ui = await renderUi(<SignInPage onSignIn={onSignIn} />);
    await submitWith(ui, 'taro@example.com', 'wrong');
    expect((await ui.screen.findByRole('alert')).textContent).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    const email = ui.screen.getByLabelText('メールアドレス');
    await ui.user.clear(email);
    await ui.user.type(email, 'a@b{Enter}');
    expect(await ui.screen.findByText('正しいメールアドレスを入力してください')).toBeTruthy();
    expect(ui.screen.queryByText('メールアドレスまたはパスワードが正しくありません。')).toBeNull();
    expect(onSignIn).toHaveBeenCalledTimes(1);
    // The next refusal is said, and takes the focus, again.
    await ui.user.clear(email);
    await ui.user.type(email, 'taro@example.com{Enter}');
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toBe('メールアドレスまたはパスワードが正しくありません。'),
    );
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });
});

describe('a visitor whose stored session is loading, or could not load', () => {
  it('loading: a status instead of the form, which keeps what was typed', async () => {
    let check: (checking: boolean) => void = () => undefined;
    function Page() {
      const [checking, setChecking] = useState(false);
      check = setChecking;
      return (
        <SignInPage onSignIn={async () => undefined} checking={checking} notice="ログインしてください" />
      );
    }
    const ui = await renderUi(<Page />);
    await ui.user.type(await ui.screen.findByLabelText('メールアドレス'), 'taro@example.com');
    act(() => check(true));
    expect(ui.screen.getByRole('status').textContent).toBe('ログイン状態を確認しています…');
    expect(ui.screen.queryByRole('textbox', { name: 'メールアドレス' })).toBeNull();
    expect(ui.screen.queryByRole('button', { name: 'ログインする' })).toBeNull();
    expect(ui.screen.queryByText('ログインしてください')).toBeNull();
    // Not signed in after all: the form is back, as it was.
    act(() => check(false));
    const email = ui.screen.getByRole('textbox', { name: 'メールアドレス' }) as HTMLInputElement;
    expect(email.value).toBe('taro@example.com');
    expect(ui.screen.queryByRole('status')).toBeNull();
  });

  it('could not load: the cause and a retry over the form', async () => {
    const onRetry = vi.fn(async () => undefined);
    const ui = await renderUi(
      <SignInPage
        onSignIn={async () => undefined}
        notice="このページを見るにはログインしてください。"
        sessionFailure={{ error: new NetworkError('GET /auth/current-user'), onRetry }}
      />,
    );
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('ログイン状態を確認できませんでした。通信環境をご確認のうえ');
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(ui.screen.getByRole('textbox', { name: 'メールアドレス' })).toBeTruthy();
  });
});

describe('the ways to register', () => {
  it('in Japanese: a request registers a client (/start), pros register at /pro/signup', async () => {
    const ui = await renderUi(<SignInPage onSignIn={async () => undefined} />);
    const request = await ui.screen.findByRole('link', { name: 'はじめての方は、依頼を出すと登録できます' });
    expect(request.getAttribute('href')).toBe('/start');
    const pro = ui.screen.getByRole('link', { name: 'プロとして登録する' });
    expect(pro.getAttribute('href')).toBe('/pro/signup');
  });

  it('in English', async () => {
    const ui = await renderUi(<SignInPage onSignIn={async () => undefined} />, { language: 'en' });
    expect(
      await ui.screen.findByRole('link', { name: 'New here? You can register by sending a request' }),
    ).toBeTruthy();
    expect(ui.screen.getByRole('link', { name: 'Register as a pro' })).toBeTruthy();
    // Nothing promises a password reset the contract has no call for.
    expect(ui.screen.queryByText(/forgot|reset/i)).toBeNull();
  });
});

it('a signed-in visitor on the way on sees no form, but says so', async () => {
  const onSignIn = vi.fn(async () => undefined);
  const ui = await renderUi(<SignInPage onSignIn={onSignIn} signedIn />, { language: 'en' });
  expect((await ui.screen.findByRole('status')).textContent).toBe(
    'You are already signed in. Taking you on…',
  );
  expect(ui.screen.queryByLabelText('Email address')).toBeNull();
  expect(ui.screen.queryByLabelText('Password')).toBeNull();
  expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
});
