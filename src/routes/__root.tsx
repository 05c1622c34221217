import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  retainSearchParams,
  Scripts,
  useSearch,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { AsyncBoundary } from '../components/AsyncBoundary';
import { ensureResources, namespacesInUse } from '../lib/i18n';
import { NotFound } from '../components/NotFound';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { PageAnnouncer } from '../components/PageAnnouncer';
import type { RouterContext } from './-context';
import { Account } from './-account';
import { useTelemetry } from './-telemetry';
import { displayNameOf, useAuthState } from '../features/auth/store';
import { RequestHost } from '../features/new-request/container/RequestHost';
import { parseRequestSearch, type RequestSearch } from '../features/new-request/container/search';

// Development and mock-kit builds only: the mock scenario switch (tree-shaken from production builds).
const DevScenarioPanel =
  import.meta.env.DEV || import.meta.env.VITE_MOCK_SCENARIOS === 'on'
    ? lazy(() => import('./-dev-scenario-panel').then((module) => ({ default: module.DevScenarioPanel })))
    : () => null;

interface RootSearch extends RequestSearch {
  lang?: 'en';
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch => ({
    ...(search.lang === 'en' ? { lang: 'en' as const } : {}),
    ...parseRequestSearch(search),
  }),
  search: { middlewares: [retainSearchParams(['lang'])] },
  beforeLoad: async ({ search, context, preload }) => {
    const language = search.lang === 'en' ? 'en' : 'ja';
    await context.auth.ready;
    const signedIn = context.auth.store.getState().isAuthenticated;
    await ensureResources(context.i18n, language, [
      'common',
      ...(signedIn ? (['notifications'] as const) : []),
      // After a language switch, what the page already shows, in the new language.
      ...namespacesInUse(context.i18n),
    ]);
    // A preload (hovering a link, e.g. the other language's) must not switch the page's language.
    if (!preload) {
      if (context.i18n.language !== language) await context.i18n.changeLanguage(language);
    }
    return { language } as const;
  },
  head: () => ({
    meta: [{ charSet: 'UTF-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1.0' }],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  // The whole document is the app's, on the server and in the browser: <html lang> follows the path.
  shellComponent: Document,
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({ error }) => (
    <Shell>
      <ErrorState error={error} />
    </Shell>
  ),
});

function Document({ children }: { children: React.ReactNode }) {
  const language = useSearch({ strict: false, select: (search) => (search.lang === 'en' ? 'en' : 'ja') });
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { auth } = Route.useRouteContext();
  const state = useAuthState(auth.store);
  const { i18n } = useTranslation();
  const user = state.isAuthenticated ? state.currentUser : undefined;
  const requestSession = {
    signedIn: state.isAuthenticated,
    userId: user?.id,
    // The name the request form says it is sent under, as the page's language writes it.
    displayName: user ? displayNameOf(user, i18n.language === 'en' ? 'en' : 'ja') : undefined,
  };
  return (
    <>
      <SkipLink target="main" />
      {/* After an in-app navigation: the focus on the new page's h1, its title said. */}
      <PageAnnouncer main="main" />
      <SiteHeader
        account={
          <AsyncBoundary area="account" fallback={null}>
            <Account />
          </AsyncBoundary>
        }
      />
      {/* Focusable by script only: the skip link's target. */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <RequestHost session={requestSession} />
      <Suspense fallback={null}>
        <DevScenarioPanel always={import.meta.env.DEV} />
      </Suspense>
    </>
  );
}

function RootLayout() {
  useTelemetry();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
