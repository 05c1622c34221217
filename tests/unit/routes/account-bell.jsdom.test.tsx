// @vitest-environment jsdom
// The header's account area with a bell that fails (finding 1 of the signed-in audit: a bad
// notifications answer made the bell throw, and the header lost the bell, the user's name, the
// account settings and the sign-out with it, on every page): the bell's failure is its own — it is
// reported and the bell goes, the account menu and the sign-out stay.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from '../../../src/lib/i18n/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createAuthStore, signedOut } from '../../../src/features/auth/store';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { reportError } from '../../../src/lib/monitoring';
import { Account } from '../../../src/routes/-account';
import { finishedPro } from '../../helpers/users';

configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
vi.mock('../../../src/features/notifications/components/NotificationBell', () => ({
  NotificationBell: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'requestId')");
  },
}));
afterEach(cleanup);

it('keeps the name, the account menu and the sign-out when the bell fails, and reports it', async () => {
  // React says an error a boundary caught on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = finishedPro();
  const auth = {
    store: createAuthStore({ ...signedOut, currentUser: user, isAuthenticated: true, token: 'tok' }),
    logout: vi.fn(async () => undefined),
  };
  const root = createRootRouteWithContext<{ auth: typeof auth }>()({ component: Account });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/start'] }),
    context: { auth },
  });
  await router.load();
  render(
    <I18nextProvider i18n={createI18n('ja', resources)}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(reportError).toHaveBeenCalled());
  const menu = await screen.findByRole('navigation', { name: 'アカウントメニュー' });
  expect(menu.textContent).toContain('さん');
  expect(screen.getByRole('link', { name: 'アカウント設定' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^お知らせ/ })).toBeNull();
});
