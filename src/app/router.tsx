import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../routes/-context';
import { languageRewrite } from './language-rewrite';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    rewrite: languageRewrite,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns the caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
