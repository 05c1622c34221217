// @vitest-environment jsdom
// The sign-in form as a user meets it: the required and email messages in Japanese, nothing sent
// while they stand, the submit call with what was typed (Enter submits too), and the message for
// wrong credentials.
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api';
import { SignInPage } from '../../../src/features/auth/components/SignInPage';
import { renderUi } from '../../helpers/render-ui';

afterEach(cleanup);

it('shows the required messages in Japanese and sends nothing', async () => {
  const onSignIn = vi.fn(async () => undefined);
  const { screen, user } = await renderUi(<SignInPage onSignIn={onSignIn} />);
  await user.click(await screen.findByRole('button', { name: 'ログインする' }));
  expect(await screen.findAllByText('この項目は必須です')).toHaveLength(2);
  expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
  expect(onSignIn).not.toHaveBeenCalled();
});

it('refuses a malformed email, then sends the typed email and password on Enter', async () => {
  const onSignIn = vi.fn(async () => undefined);
  const { screen, user } = await renderUi(<SignInPage onSignIn={onSignIn} />);
  const email = await screen.findByLabelText('メールアドレス');
  const password = screen.getByLabelText('パスワード');
  await user.type(email, 'taro.example.com');
  await user.type(password, 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  expect(await screen.findByText('正しいメールアドレスを入力してください')).toBeTruthy();
  expect(onSignIn).not.toHaveBeenCalled();

  await user.clear(email);
  await user.type(email, 'taro@example.com');
  await user.click(password);
  await user.keyboard('{Enter}');
  await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith('taro@example.com', 'secret-pass'));
  expect(screen.queryByText('正しいメールアドレスを入力してください')).toBeNull();
});

it('tells the user the credentials are wrong when the sign-in is refused', async () => {
  const onSignIn = vi.fn(async () => {
    throw new ApiError('signIn', 401, undefined);
  });
  const { screen, user } = await renderUi(<SignInPage onSignIn={onSignIn} />);
  await user.type(await screen.findByLabelText('メールアドレス'), 'taro@example.com');
  await user.type(screen.getByLabelText('パスワード'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  expect(onSignIn).toHaveBeenCalledTimes(1);
});
