// @vitest-environment jsdom
// The campaign parameters of a landing URL (utm_*) are the landing's: the session keeps them from the
// landing until logout (§4 logout clears the UTM). The page a sign-in returns to is no new landing:
// the header's sign-in link does not copy them into `redirect`, and a `redirect` that carries them
// (built by a signed-in page's redirect to sign in, or by hand) returns without them — a reload there
// after a logout would otherwise store them again. The page's own parameters stay.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import type { ApiClient } from '../../../../src/api';
import { AccountArea } from '../../../../src/features/auth/components/AccountArea';
import { createAuthSession } from '../../../../src/features/auth/session';
import { signInReturnPath } from '../../../../src/features/auth/sign-in-exit';
import { signedOut } from '../../../../src/features/auth/store';
import { renderUi } from '../../../helpers/render-ui';
import { addressOf, sessionApp } from '../../../helpers/session-app';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

const { user } = buildDataset().sessions.client;
const ORIGIN = 'http://localhost:3000';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the header’s sign-in link', () => {
  it.each([
    [
      '/home/cleaning?page=2&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      '/home/cleaning?page=2',
    ],
    ['/home/cleaning?utm_source=newsletter&utm_content=banner&utm_term=%E6%8E%83%E9%99%A4', '/home/cleaning'],
    ['/home/cleaning?utm_id=42&day=mon&time=morning', '/home/cleaning?day=mon&time=morning'],
  ])('on %s returns to %s', async (url, back) => {
    const ui = await renderUi(<AccountArea auth={signedOut} onSignOut={() => undefined} />, { url });
    const link = ui.screen.getByRole('link', { name: 'ログイン' });
    const redirect = new URL(link.getAttribute('href')!, ORIGIN).searchParams.get('redirect');
    expect(redirect).toBe(back);
  });
});

describe('the page a sign-in returns to', () => {
  it.each([
    ['/account?tab=password&utm_source=newsletter&utm_medium=email', 'ja', '/account?tab=password'],
    ['/account?utm_source=newsletter', 'en', '/en/account'],
    ['/home/cleaning?utm_campaign=spring&page=2#reviews', 'ja', '/home/cleaning?page=2#reviews'],
    // Through a sign-in page's own redirect too.
    [`/sign-in?redirect=${encodeURIComponent('/billing?utm_source=ad&month=4')}`, 'ja', '/billing?month=4'],
    // Not a campaign parameter: kept.
    ['/account?butm_source=x', 'ja', '/account?butm_source=x'],
  ] as const)('%s (from the %s sign-in page) is %s', (redirect, language, expected) => {
    expect(signInReturnPath(redirect, language, ORIGIN)).toBe(expected);
  });

  it('after signing in, the visitor lands there without the campaign parameters', async () => {
    const api = {
      GET: vi.fn(async () => ({ data: user })),
      POST: vi.fn(async () => ({
        data: { token: 'tok-fresh', uid: user.id, expires: Date.now() + 3_600_000 },
      })),
    } as unknown as ApiClient;
    const redirect = encodeURIComponent('/account?tab=password&utm_source=newsletter&utm_medium=email');
    const app = sessionApp([`/sign-in?redirect=${redirect}`], createAuthSession({ api }));
    app.show();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'メールアドレス' }),
      'hanako@example.com',
    );
    await userEvent.type(screen.getByLabelText('パスワード'), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    expect(addressOf(app.router)).toBe('/account?tab=password');
  });
});
