// Renders a component as the app shows it, for component tests: i18n in the given language, a
// QueryClient, and a memory router whose root carries the context the component reads (the app
// config), with the component as the page at `url`. Optionally the API client context (`api`), a
// QueryClient prepared by the test, and the app's /en language rewrite.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '../../src/lib/i18n/react';
import { onTestFinished, vi } from 'vitest';
import { ApiContext, type ApiClient } from '../../src/api';
import { languageRewrite } from '../../src/app/language-rewrite';
// The app's route types (its `Register`), so the components' typed links check here as in the app.
import type {} from '../../src/app/router';
import { createI18n } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';

export interface RenderUiOptions {
  language?: 'ja' | 'en';
  /** The page's address; the component is shown on every path. */
  url?: string;
  /** The root context's app config, as far as the component reads it. */
  config?: Record<string, unknown>;
  /** The API client components reach with `useApi()` (a fake, usually). */
  api?: ApiClient;
  /** A QueryClient the test prepared (seeded data); a fresh one without retries otherwise. */
  queryClient?: QueryClient;
  /** The app's language rewrite: `/en/...` addresses are English pages, and English links get the prefix. */
  languageRewrite?: boolean;
  /** More of the root context (e.g. `auth`: the session a component keeps things with). */
  context?: Record<string, unknown>;
}

export async function renderUi(node: ReactNode, options: RenderUiOptions = {}) {
  const { language = 'ja', url = '/', config = { publicHost: 'localhost' } } = options;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRouteWithContext<{ config: Record<string, unknown> }>()({
    component: () => <Outlet />,
  });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => node });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => node });
  const router = createRouter({
    routeTree: root.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { ...options.context, config },
    ...(options.languageRewrite ? { rewrite: languageRewrite } : {}),
  });
  await router.load();
  const app = <RouterProvider router={router} />;
  const result = render(
    <I18nextProvider i18n={createI18n(language, resources)}>
      <QueryClientProvider client={queryClient}>
        {options.api ? <ApiContext.Provider value={options.api}>{app}</ApiContext.Provider> : app}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient, screen, user: userEvent.setup() };
}

/** Renders `node` with the app's texts in `language` only (no router, no QueryClient). */
export function renderWithTexts(node: ReactNode, language: 'ja' | 'en' = 'ja') {
  return render(<I18nextProvider i18n={createI18n(language, resources)}>{node}</I18nextProvider>);
}

/**
 * For `afterEach`: unmounts what the test rendered and empties the document's head, where pages put
 * their title, meta description, canonical and alternates (a test reads only its own).
 */
export function cleanupPage() {
  cleanup();
  document.head.innerHTML = '';
}

/**
 * For `afterEach` of tests that fake the clock or spy on the page's globals: unmounts what the test
 * rendered, puts the real timers back (a no-op where they were not faked) and restores the spies,
 * before the next file runs in a worker whose files share one module graph.
 */
export function cleanupAndRestore() {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

/**
 * Mounts `node` with the app's texts in `language` in a container of its own, synchronously (in
 * `act`), and unmounts it when the test finishes; for tests that read the DOM without Testing
 * Library. Returns the container.
 */
export function mountWithTexts(language: 'ja' | 'en', node: ReactNode): HTMLElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  act(() => root.render(<I18nextProvider i18n={createI18n(language, resources)}>{node}</I18nextProvider>));
  return container;
}
