// @vitest-environment jsdom
// The retry of a stored session that could not load (src/features/auth/components/SessionState.tsx),
// for a keyboard user: the button stays pressable while the retry runs (a browser drops the focus of
// a button that turns disabled, to the page's start), a second press sends nothing more, and the
// focus stays in the page's part through the retry — on the loading status, then on the new retry
// when it fails again, or on what loaded. On a signed-in page and over the sign-in form alike.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { NetworkError, type ApiClient, type User } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { addressOf, sessionApp } from '../../../helpers/session-app';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

const { user, auth } = buildDataset().sessions.client;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth', JSON.stringify({ ...auth, expires: Date.now() + 3_600_000 }));
});
afterEach(cleanup);

/** User loads the test settles one by one: the first fails (the stored session cannot load). */
function userLoads() {
  const waiting: { resolve: (value: User) => void; reject: (error: unknown) => void }[] = [];
  let first = true;
  const GET = vi.fn(() => {
    if (first) {
      first = false;
      return Promise.reject(new NetworkError('GET /auth/current-user'));
    }
    return new Promise<User>((resolve, reject) => waiting.push({ resolve, reject })).then((data) => ({
      data,
    }));
  });
  const next = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return {
    api: { GET } as unknown as ApiClient,
    calls: () => GET.mock.calls.length,
    answer: async () => {
      const load = await next();
      await act(async () => load.resolve(user));
    },
    fail: async () => {
      const load = await next();
      await act(async () => load.reject(new NetworkError('GET /auth/current-user')));
    },
  };
}

/** Presses the page's retry from the keyboard (the focus on it, Enter). */
async function pressRetry() {
  const retry = within(await screen.findByRole('alert')).getByRole('button', { name: '再読み込み' });
  retry.focus();
  await userEvent.keyboard('{Enter}');
  return retry;
}

/** Where the focus is: on an element that can hold it (not a disabled one, not the page's start). */
function expectFocusHeld() {
  const active = document.activeElement;
  expect(active).not.toBe(document.body);
  expect(active?.matches(':disabled')).toBe(false);
}

describe('the retry of a stored session that could not load', () => {
  it('on a signed-in page: pressable while it runs, once; the focus on the new retry, then on the page', async () => {
    const loads = userLoads();
    const app = sessionApp(['/account'], createAuthSession({ api: loads.api }));
    app.show();
    const retry = await pressRetry();
    expect(loads.calls()).toBe(2);
    expectFocusHeld();
    // Pressed again while it runs: nothing more is sent.
    expect(document.activeElement).toBe(retry);
    await userEvent.keyboard('{Enter}');
    expect(loads.calls()).toBe(2);

    await loads.fail();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('alert')).getByRole('button', { name: '再読み込み' }),
      ),
    );
    expect(document.activeElement?.getAttribute('aria-busy')).not.toBe('true');

    await userEvent.keyboard('{Enter}');
    expectFocusHeld();
    await loads.answer();
    const page = await screen.findByRole('heading', { name: 'account page' });
    await vi.waitFor(() => expect(document.activeElement).toBe(page));
    expect(addressOf(app.router)).toBe('/account');
  });

  it('over the sign-in form: the focus on the loading status, on the new retry, and the visitor sent on', async () => {
    const loads = userLoads();
    const app = sessionApp(['/sign-in?redirect=%2Faccount'], createAuthSession({ api: loads.api }));
    app.show();
    await pressRetry();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(document.activeElement?.textContent).toBe('ログイン状態を確認しています…');

    await loads.fail();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('alert')).getByRole('button', { name: '再読み込み' }),
      ),
    );
    // What was there to type into is still there.
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeTruthy();

    await userEvent.keyboard('{Enter}');
    expectFocusHeld();
    await loads.answer();
    await vi.waitFor(() => expect(addressOf(app.router)).toBe('/account'));
  });
});
