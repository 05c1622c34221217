// @vitest-environment jsdom
// The sign-in page beyond its form's rules (tests/unit/components/sign-in.jsdom.test.tsx): a failed
// sign-in's message takes the focus whatever the failure (what was typed stays), the ways to register
// under the form (a request registers a client, pros sign up at /pro/signup), and a signed-in visitor
// on the way on sees no form.
import { cleanup } from '@testing-library/react';
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
