// Renders a whole router for jsdom tests of navigation and of the app's route files: stand-in pages,
// or route files placed under a stand-in root, in a memory history, with the app's providers around
// it (texts in a language, a QueryClient, optionally the API client context) and the router context
// the app's loaders read. renderUi (render-ui.tsx) is the lighter door for one component on a page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type LocationRewrite,
  type NotFoundRouteComponent,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../src/lib/i18n/react';
import { vi } from 'vitest';
import { ApiContext, type ApiClient } from '../../src/api';
// The app's route types (its `Register`), so typed links in the tests' pages check as in the app.
import type {} from '../../src/app/router';
import { createI18n, type AppLanguage } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';

/**
 * For `beforeEach` of tests that go Back and forth: no scroll positions kept from an earlier test
 * (the router keeps them in sessionStorage), and a window whose `scrollTo` does nothing (jsdom has
 * no scrolling; the router's scroll restoration calls it).
 */
export function freshScrollRestoration() {
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

/** A stand-in page with its document title (`{title} | Site`) and h1, and what it holds. */
export function TitledPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} | Site`}</title>
      <h1>{title}</h1>
      {children}
    </>
  );
}

/** A stand-in page's route options (its path is its key): the component, and a loader and so on. */
export type StandInPage = { component: RouteComponent } & Record<string, unknown>;

/** The root of a test's route tree: `layout` around the page (the page alone by default). */
export const standInRoot = (
  layout: RouteComponent = () => <Outlet />,
  notFoundComponent?: NotFoundRouteComponent,
) => createRootRoute({ component: layout, ...(notFoundComponent ? { notFoundComponent } : {}) });

/**
 * A route tree of stand-in pages under `root`: each key of `pages` a path, each value the page's
 * component or its route options.
 */
export function pagesTree(
  pages: Record<string, RouteComponent | StandInPage>,
  root: AnyRoute = standInRoot(),
): AnyRoute {
  const routes = Object.entries(pages).map(([path, page]) =>
    createRoute({
      getParentRoute: () => root,
      path,
      ...(typeof page === 'function' ? { component: page } : page),
    } as never),
  );
  return root.addChildren(routes);
}

/** A route file's `Route` at `path` under `parent`, as the generated route tree places it. */
export function placed<TRoute extends AnyRoute>(route: TRoute, path: string, parent: AnyRoute): TRoute {
  route.update({ id: path, path, getParentRoute: () => parent } as never);
  return route;
}

export interface RouterAppOptions {
  /** The history's addresses, oldest first (default `/`); the router opens the last one. */
  entries?: string[];
  language?: AppLanguage;
  /** The API client of the router context and of `useApi()` (a fake, usually). */
  api?: ApiClient;
  /** A QueryClient the test prepared; a fresh one without retries otherwise. */
  queryClient?: QueryClient;
  /** More of the router context (auth, analytics, …), beside api, queryClient, i18n, language and config. */
  context?: Record<string, unknown>;
  scrollRestoration?: boolean;
  origin?: string;
  rewrite?: LocationRewrite;
  /**
   * Whether the first page has loaded before the router renders (default), or loads as it renders:
   * a loader that waits for the test to answer, or a first render the test watches.
   */
  loadFirst?: boolean;
}

/** Renders the router of `routeTree` at the last of `entries`, with the app's providers around it. */
export async function renderRouter(routeTree: AnyRoute, options: RouterAppOptions = {}) {
  const { entries = ['/'], language = 'ja', api, loadFirst = true } = options;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(language, resources);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
    context: { api, queryClient, i18n, language, config: { publicHost: 'localhost' }, ...options.context },
    ...(options.scrollRestoration ? { scrollRestoration: true } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.rewrite ? { rewrite: options.rewrite } : {}),
  } as never) as ReturnType<typeof createRouter>;
  if (loadFirst) await router.load();
  const app = <RouterProvider router={router} />;
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {api ? <ApiContext.Provider value={api}>{app}</ApiContext.Provider> : app}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, queryClient, i18n, user: userEvent.setup() };
}
