// The router, made the same way on the server (one per request) and in the browser (once): the
// app's providers wrap it, TanStack Query's cache is dehydrated into the page on the server and
// hydrated from it in the browser (@tanstack/react-router-ssr-query), and so are the translation
// bundles the server's render used, so the browser's first render is the server's.
import { createRouter, type AnyRouter } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { I18nextProvider } from '../lib/i18n/react';
import { ApiContext } from '../api';
import { PagePending } from '../components/PagePending';
import { dehydrateTexts, hydrateTexts, type DehydratedTexts } from '../lib/i18n';
import { routeTree as fileRouteTree } from '../routeTree.gen';
import { withDevRoutes } from './dev-routes';
import type { RouterContext } from '../routes/-context';
import { languageRewrite } from './language-rewrite';

// Development and mock-kit builds add the component gallery (/__gallery); a production build drops it.
const routeTree =
  import.meta.env.DEV || import.meta.env.VITE_MOCK_SCENARIOS === 'on'
    ? withDevRoutes(fileRouteTree)
    : fileRouteTree;

interface Dehydrated {
  texts: DehydratedTexts;
  /** The document carries no page (the mock kit's bare document, or the skeleton one). */
  shell?: true;
  skeleton?: true;
}

/**
 * The router's scroll restoration (a page opened starts at the top; back and forward return to where
 * the visitor was), but not on the browser's first render, the one that hydrates the server's page:
 * that page already has the scroll the browser gave it (the top, a #hash, a reload's place restored by
 * the router's inline script, or wherever the visitor scrolled while the scripts loaded). The router
 * would reset it to the top, throwing a visitor who scrolled early back up, and their tap on a link
 * onto whatever is there then. On the server it is always on (it writes that inline script).
 */
function exceptTheFirstRender(): () => boolean {
  let first = typeof window !== 'undefined';
  return () => {
    if (!first) return true;
    first = false;
    return false;
  };
}

/**
 * `nonce`: on the server, the response's CSP nonce (every script the page carries has it).
 * `shell`: on the server, render the document only and leave every route's data and content to the
 * browser (the mock kit's end-to-end tests that intercept the page's API calls in the browser ask for it).
 */
export function createAppRouter(
  context: RouterContext,
  {
    nonce,
    shell = false,
    skeleton = false,
  }: { nonce?: string | undefined; shell?: boolean; skeleton?: boolean } = {},
) {
  const { i18n, api, queryClient } = context;
  const router = createRouter({
    routeTree,
    context,
    rewrite: languageRewrite,
    // One spelling per page, in lower case like every path the app makes: `/BLOG` or `/Start` is not
    // found, as `/EN/start` (the language prefix), `/HOME/…` (the marketing slugs) and a profile's
    // key in another case already were. (Lower-casing instead could not hold: a profile's short id
    // or a post's id may be case-sensitive.) The canonical links are lower case.
    caseSensitive: true,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns the caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: exceptTheFirstRender(),
    // A page the server sent without its data (entry-server's deadline) shows the page's skeleton,
    // on the server and, restored from the page, in the browser's first render. Only there: with a
    // default pending component in every document, a document rendered in the browser (the mock
    // kit's x-render: client) failed React's hydration when a link was followed early (#418).
    ...(skeleton ? { defaultPendingComponent: PagePending } : {}),
    ...(nonce ? { ssr: { nonce } } : {}),
    ...(shell ? { isShell: true } : {}),
    Wrap: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
      </I18nextProvider>
    ),
    // The texts: the bundles the render loaded, in the page's language (the browser's first render
    // has them without importing a chunk; the router's serializer escapes them for the script).
    // With them, whether the document carries no page (the browser's first render must not either).
    dehydrate: (): Dehydrated => ({
      texts: dehydrateTexts(i18n),
      ...(shell ? { shell: true } : {}),
      ...(skeleton ? { skeleton: true } : {}),
    }),
    hydrate: async (dehydrated: Dehydrated) => {
      if (dehydrated.shell) router.options.isShell = true;
      if (dehydrated.skeleton) router.options.defaultPendingComponent = PagePending;
      // Before the first render, which must be the server's, in its language; every later switch
      // comes with a page.
      await hydrateTexts(i18n, dehydrated.texts);
    },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (!router.isServer) switchLanguageWithThePage(router, i18n);
  return router;
}

/**
 * In the browser, a language switch is one change: the interface's texts change when the new page
 * is committed (its loaders done), in the same render as its data and <html lang>, never before.
 * Until then the page shown stays whole, in its language (the navigation progress says the next
 * one is loading). A preload is never committed: hovering the other language's link changes
 * nothing. The root route's beforeLoad has loaded the texts by then; should they have failed to
 * load, the page (the root's error) stays in the language it has.
 */
function switchLanguageWithThePage(router: { subscribe: AnyRouter['subscribe'] }, i18n: i18n) {
  // Emitted inside the commit, just after the new matches are published: i18next tells
  // useTranslation at once (the texts are loaded), so React renders both in one pass.
  router.subscribe('onLoad', ({ toLocation }) => {
    const language = (toLocation.search as { lang?: unknown }).lang === 'en' ? 'en' : 'ja';
    if (i18n.language === language || !i18n.hasResourceBundle(language, 'common')) return;
    void i18n.changeLanguage(language);
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
