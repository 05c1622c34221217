// @vitest-environment jsdom
// /pro/onboarding for a pro who has finished it, as an audit met it: the page said the setting-up
// was done but had no document title (only the step view named the page). Every state of the page
// (loading, failed, done, a step) has one. The real route, under a stand-in for the signed-in layout.
import { createRoute, Outlet } from '@tanstack/react-router';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../../src/api';
import { createAuthStore, signedOut } from '../../../../src/features/auth/store';
import { Route as OnboardingRoute } from '../../../../src/routes/_auth/pro.onboarding';
import { placed, renderRouter, standInRoot } from '../../../helpers/app-router';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  document.title = '';
  vi.restoreAllMocks();
});

async function showOnboarding(answer: 'finished' | 'fail', language: 'ja' | 'en' = 'ja') {
  const user = finishedPro();
  const GET = vi.fn(async () => {
    if (answer === 'fail') throw new ApiError('GET /users/{id}', 500, undefined);
    return { data: user };
  });
  const api = { GET } as unknown as ApiClient;
  const store = createAuthStore({ ...signedOut, isAuthenticated: true, currentUser: user });
  const root = standInRoot();
  const layout = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    beforeLoad: () => ({ userId: user.id, language }),
    component: () => <Outlet />,
  });
  // The route as the generated route tree places it, under the stand-in layout.
  const page = placed(OnboardingRoute, '/pro/onboarding', layout);
  await renderRouter(root.addChildren([layout.addChildren([page])]), {
    api,
    language,
    entries: ['/pro/onboarding'],
    context: { auth: { store, userSaved: () => undefined } },
  });
}

describe('the onboarding page’s title (finding 7)', () => {
  it.each([
    ['ja', 'プロフィールの設定 | '],
    ['en', 'Set up your profile | '],
  ] as const)('a pro who has finished it (%s): titled', async (language, title) => {
    await showOnboarding('finished', language);
    expect(await screen.findByTestId('onboarding-done')).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith(title)).toBe(true));
  });

  it('the user could not load: still titled', async () => {
    await showOnboarding('fail');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith('プロフィールの設定 | ')).toBe(true));
  });
});
