import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  retainSearchParams,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n/react';
import { ErrorState } from '../components/ErrorState';
import { AsyncBoundary } from '../components/AsyncBoundary';
import { ensureResources, namespacesInUse } from '../lib/i18n';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { PageAnnouncer } from '../components/PageAnnouncer';
import { PageOrSkeleton } from '../components/PageOrSkeleton';
import { NavigationProgress, useSlowNavigation } from '../components/NavigationProgress';
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

// The not-found page, in its own chunk as every route's own: the router loads it before it renders
// it (and before it hydrates a page the server rendered so).
const NotFound = lazyRouteComponent(() => import('../components/NotFound'), 'NotFound');

interface RootSearch extends RequestSearch {
  lang?: 'en';
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch => ({
    ...(search.lang === 'en' ? { lang: 'en' as const } : {}),
    ...parseRequestSearch(search),
  }),
  search: { middlewares: [retainSearchParams(['lang'])] },
  beforeLoad: async ({ search, context }) => {
    const language = search.lang === 'en' ? 'en' : 'ja';
    await context.auth.ready;
    const signedIn = context.auth.store.getState().isAuthenticated;
    await ensureResources(context.i18n, language, [
      'common',
      ...(signedIn ? (['notifications'] as const) : []),
      // After a language switch, what the page already shows, in the new language.
      ...namespacesInUse(context.i18n),
    ]);
    // The server renders the page once, in its language: switched here, before anything renders.
    // In the browser the page shown keeps its language until the new page replaces it (the router
    // switches it then, with the data and <html lang>: createAppRouter); a switch here would turn
    // the old page's texts while its data stayed in the old language for as long as the new loads.
    if (import.meta.env.SSR && context.i18n.language !== language) {
      await context.i18n.changeLanguage(language);
    }
    return { language } as const;
  },
  head: () => ({
    meta: [{ charSet: 'UTF-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1.0' }],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  // The whole document is the app's, on the server and in the browser: <html lang> is the page's.
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
  // The language the page is shown in (the texts'), which changes with the page it shows: while the
  // next page loads, the address may already be the other language's.
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ja';
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
  const navigationIsSlow = useSlowNavigation();
  return (
    <>
      <SkipLink target="main" />
      {/* After an in-app navigation: the focus on the new page's h1 (after Back, on the link the
          visitor followed from it), its title said. */}
      <PageAnnouncer main="main" />
      {/* A navigation that takes a while: the page shown stays until the next is ready. */}
      <NavigationProgress active={navigationIsSlow} />
      <SiteHeader
        account={
          <AsyncBoundary area="account" fallback={null}>
            <Account />
          </AsyncBoundary>
        }
      />
      {/* Focusable by script only: the skip link's target. */}
      <main id="main" className="site-main" tabIndex={-1} aria-busy={navigationIsSlow || undefined}>
        {children}
      </main>
      {/* With the page, not apart: its language switch and links follow the address, and a part that
          hydrated after a navigation would keep the previous page's (seen in the e2e run). */}
      <SiteFooter />
      {/* Last: a page's own title comes first and wins. */}
      <SiteTitle />
      <RequestHost session={requestSession} />
      <Suspense fallback={null}>
        <DevScenarioPanel always={import.meta.env.DEV} />
      </Suspense>
    </>
  );
}

/**
 * The site's name as the document's title whenever nothing shown gives one: the skeleton a late
 * render sends, a page's error, the route's loading state that replaced the page left. Not a root
 * `head` title: the pages write theirs as React <title> elements, the first <title> of the document
 * is the one that counts, and one from the root's head (rendered in <head>, before any page) would
 * precede every page's in the server's HTML. So on the server, when no page is in the document, a
 * <title> rendered after the page's place (React writes the titles into <head> in the order it
 * renders them: any the page has come first). In the browser, a <title> of the root's own, last in
 * <head>, which React leaves alone: it inserts each page's title before the first <title>, so a
 * page's precedes it, and when the page goes the site's name is what is left.
 */
function SiteTitle() {
  const { t } = useTranslation();
  const name = t('appName');
  const router = useRouter();
  // On the server: the skeleton or the mock kit's bare document (the page is left to the browser),
  // or an error in the page's place. Not a page the server leaves to the browser by design (signed-in
  // pages): the browser renders it at once, with its title.
  const noPage = useRouterState({
    select: (state) => router.isShell() || state.matches.some((match) => match.status === 'error'),
  });
  const element = useRef<HTMLTitleElement | null>(null);
  useEffect(() => {
    const keep = () => {
      // The server's, taken over, or one of its own (also should the one it had have gone).
      element.current ??= document.head.querySelector<HTMLTitleElement>('title[data-site-title]');
      if (!element.current?.isConnected) {
        element.current = document.createElement('title');
        element.current.dataset.siteTitle = '';
        document.head.append(element.current);
      }
      if (element.current.textContent !== name) element.current.textContent = name;
    };
    keep();
    // It stays when this goes: the root's error page, which replaces the layout, keeps it too.
    return router.subscribe('onRendered', keep);
  }, [router, name]);
  if (!import.meta.env.SSR || !noPage) return null;
  return <title data-site-title="">{name}</title>;
}

function RootLayout() {
  useTelemetry();
  return (
    <Shell>
      <PageOrSkeleton />
    </Shell>
  );
}
