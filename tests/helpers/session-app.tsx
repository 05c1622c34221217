// The app's routes that the session's pages need, for jsdom tests of sign-in and the signed-in
// pages: the real `_auth` layout and sign-in route under a root like the app's (lang kept, the /en
// rewrite), a signed-in page (/account, "account page") and a public one (/start, "start page"),
// with the session in the router's context. The test file mocks monitoring and realtime itself.
// `appWithSession` builds the same app around other pages (the onboarding's: pro-onboarding.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  retainSearchParams,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nextProvider } from '../../src/lib/i18n/react';
import { ApiContext, type ApiClient } from '../../src/api';
import type { AuthSession } from '../../src/features/auth/store';
import { createI18n } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';
import { languageRewrite } from '../../src/app/language-rewrite';
import { Route as SignedInOnlyRoute } from '../../src/routes/_auth';
import { Route as SignInRoute } from '../../src/routes/sign-in';

export interface SessionAppOptions {
  language?: 'ja' | 'en';
  /** What the start page waits for before it shows (its data, in the app). */
  startLoad?: () => Promise<void>;
}

/**
 * The app at `entries` (the history's addresses, the last one current) with `session`: its router,
 * and `show` to render it (a test may load the router first, or render before anything has loaded).
 */
export function sessionApp(
  entries: readonly string[],
  session: AuthSession,
  { language = 'ja', startLoad = async () => undefined }: SessionAppOptions = {},
) {
  return appWithSession(entries, session, {
    language,
    signedIn: (signedInOnly) => [
      createRoute({
        getParentRoute: () => signedInOnly,
        path: '/account',
        component: () => <h1>account page</h1>,
      }),
    ],
    public: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/start',
        loader: startLoad,
        component: () => <h1>start page</h1>,
      }),
    ],
  });
}

/** The pages an app of `appWithSession` shows beside the session's own (the layout and sign-in). */
export interface AppPages {
  language: 'ja' | 'en';
  /** The pages under the `_auth` layout (`signedInOnly`, their parent): only signed-in users see them. */
  signedIn: (signedInOnly: AnyRoute) => AnyRoute[];
  /** Public pages beside sign-in (`root`, their parent). */
  public?: (root: AnyRoute) => AnyRoute[];
  /** The API client of the routes (in the router's context) and of the components' `useApi()`. */
  api?: ApiClient;
}

/**
 * The app at `entries` (the last one current) with `session`, and `pages` as the route tree places
 * them: its router, and `show` to render it. The routes and components share one QueryClient (no
 * retries: a failure shows at once).
 */
export function appWithSession(
  entries: readonly string[],
  session: AuthSession,
  { language, signedIn, public: publicPages = () => [], api }: AppPages,
) {
  const i18n = createI18n(language, resources);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRouteWithContext<Record<string, unknown>>()({
    validateSearch: (search: Record<string, unknown>) =>
      search.lang === 'en' ? { lang: 'en' as const } : {},
    search: { middlewares: [retainSearchParams(['lang'])] },
    beforeLoad: ({ search }) => ({ language: search.lang === 'en' ? 'en' : 'ja' }),
    component: () => <Outlet />,
  });
  // The route files, placed as the generated route tree places them.
  const signedInOnly = SignedInOnlyRoute.update({
    id: '/_auth',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const signIn = SignInRoute.update({
    id: '/sign-in',
    path: '/sign-in',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const router = createRouter({
    routeTree: root.addChildren([
      signedInOnly.addChildren(signedIn(signedInOnly)),
      signIn,
      ...publicPages(root as unknown as AnyRoute),
    ]),
    history: createMemoryHistory({ initialEntries: [...entries], initialIndex: entries.length - 1 }),
    context: {
      auth: session,
      api,
      queryClient,
      i18n,
      config: { publicHost: 'localhost', lineSignInUrl: undefined },
    },
    rewrite: languageRewrite,
  });
  const show = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* Without `api`, none (as without the provider): `useApi()` says so. */}
          <ApiContext.Provider value={api ?? null}>
            <RouterProvider router={router as never} />
          </ApiContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  return { router, show };
}

/** The address bar's path and search (`/en/…` for English), as the visitor sees it. */
export const addressOf = (router: { history: { location: { pathname: string; search: string } } }) =>
  `${router.history.location.pathname}${router.history.location.search}`;
