// Development and mock-kit builds only: routes a developer opens on the mock, added to the file
// route tree here so a production build has neither their code nor their paths (router.tsx calls
// this behind the build flag, and the bundler drops it; /__gallery is then the not-found page).
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { jobTypeQueryOptions } from '../api';
import { ensureResources } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import type { RouterContext } from '../routes/-context';
import { GALLERY_JOB_TYPES } from './gallery/sample-data';

export function withDevRoutes<T extends AnyRoute>(routeTree: T): T {
  const gallery = createRoute({
    getParentRoute: () => routeTree,
    path: '/__gallery',
    loader: async ({ context }) => {
      const { api, queryClient, i18n } = context as unknown as RouterContext;
      const language = i18n.language === 'en' ? 'en' : 'ja';
      await Promise.all([
        ensureResources(i18n, language, ['common', 'marketing', 'form', 'request', 'notifications']),
        ...GALLERY_JOB_TYPES.map((id) => queryClient.ensureQueryData(jobTypeQueryOptions(api, id, language))),
      ]);
      return { page: pageInfo('other') };
    },
    component: lazyRouteComponent(() => import('./gallery/Gallery'), 'Gallery'),
  });
  const children = (routeTree.children ?? []) as AnyRoute[];
  return routeTree.addChildren([...children, gallery]) as T;
}
