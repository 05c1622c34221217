// @vitest-environment jsdom
// A signed-in pro on their own profile, as an audit met it (finding 5): the page offered "このプロを
// 予約する", and the pro could send a direct booking to themselves. A request is a client's (spec
// §1: a direct booking goes to one selected pro), so the owner is not offered it: the page says it is
// their profile as visitors see it and leads to their pro dashboard. Everyone else (visitors, clients,
// other pros) keeps the button. The real routes (the profile and its job-type page), under a stand-in
// for the root route with the session in its context.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, type ApiClient, type PublicPro } from '../../../../src/api';
import { createAuthStore, signedOut, type AuthStore } from '../../../../src/features/auth/store';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { Route as ProfileRoute } from '../../../../src/routes/profile.$proKey.pro.index';
import { Route as JobTypeRoute } from '../../../../src/routes/profile.$proKey.pro.$jobTypeId';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
const pro: PublicPro = {
  id: 'pro-0001',
  slug: 'hashimoto-house-cleaning',
  shortId: 'p7x2k',
  name: '橋本 紀子',
  avatarUrl: '/mock-assets/avatar-1.svg',
  description: { ja: '丁寧な清掃を心がけています。' },
  location: { city: 'yokohama-shi-tsurumi-ku', prefecture: 'kanagawa', title: '神奈川県横浜市鶴見区' },
  jobTypeIds: ['house-cleaning'],
  mainJobTypeId: 'house-cleaning',
  reviewStatistics: { ratingValue: 0, reviewCount: 0, counts },
  caseStudies: [],
  isItp: false,
};
const answers: Record<string, unknown> = {
  '/pros/get-by-slug/{slug}': pro,
  '/pros/{id}': pro,
  '/pros/{id}/job-types': [
    { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' } },
  ],
  '/pros/{id}/available-prefectures': [],
  '/users/{id}/pricing-menu': { items: [] },
  '/feature-flags/{flagName}': { flags: { enabled: false } },
  '/pro-feedbacks': { list: [], total: 0, counts },
  '/case-studies/pros/{userId}': { caseStudies: [], totalCaseStudies: 0 },
  '/pro-blog-posts/pro/{id}': [],
};
const api = { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;

const signedInAs = (id: string) =>
  createAuthStore({ ...signedOut, isAuthenticated: true, currentUser: finishedPro({ id }) });

async function showProfile(store: AuthStore, language: 'ja' | 'en', url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(language, resources);
  const root = createRootRoute({
    beforeLoad: () => ({ language }),
    component: () => <Outlet />,
  });
  // The routes as the generated route tree places them.
  ProfileRoute.update({
    id: '/profile/$proKey/pro/',
    path: '/profile/$proKey/pro/',
    getParentRoute: () => root,
  } as never);
  JobTypeRoute.update({
    id: '/profile/$proKey/pro/$jobTypeId',
    path: '/profile/$proKey/pro/$jobTypeId',
    getParentRoute: () => root,
  } as never);
  const router = createRouter({
    routeTree: root.addChildren([ProfileRoute, JobTypeRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: {
      api,
      queryClient,
      i18n,
      config: { publicHost: 'localhost' },
      auth: { store },
      analytics: { trackConversion: vi.fn() },
      experiments: () => new Promise(() => undefined),
    } as never,
  });
  await router.load();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <RouterProvider router={router} />
        </ApiContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByRole('heading', { level: 1, name: '橋本 紀子' });
}

const TEXTS = {
  ja: { book: 'このプロを予約する', own: /あなたのプロフィールです/, dashboard: 'プロ管理画面' },
  en: { book: 'Book this pro', own: /This is your profile/, dashboard: 'Pro dashboard' },
} as const;

const PAGES = [
  ['the profile', '/profile/hashimoto-house-cleaning/pro'],
  ['a job type of it', '/profile/hashimoto-house-cleaning/pro/house-cleaning'],
] as const;

describe.each(['ja', 'en'] as const)('the booking button on a profile (%s)', (language) => {
  const text = TEXTS[language];

  it.each(PAGES)('is not offered to the pro on %s; their dashboard is', async (_, url) => {
    await showProfile(signedInAs(pro.id), language, url);
    expect(screen.queryByTestId('open-request')).toBeNull();
    expect(screen.queryByRole('link', { name: text.book })).toBeNull();
    const own = screen.getByTestId('own-profile');
    expect(own.textContent).toMatch(text.own);
    // (The app's language rewrite, not used here, gives English links their /en prefix.)
    expect(within(own).getByRole('link', { name: text.dashboard }).getAttribute('href')).toBe(
      '/dashboard/pro',
    );
  });

  it.each(PAGES)('is offered to another signed-in user and to a visitor on %s', async (_, url) => {
    await showProfile(signedInAs('pro-0002'), language, url);
    expect(screen.getByTestId('open-request')).toBeTruthy();
    expect(screen.queryByTestId('own-profile')).toBeNull();
    cleanup();
    await showProfile(createAuthStore(), language, url);
    expect(screen.getByTestId('open-request')).toBeTruthy();
    expect(screen.queryByTestId('own-profile')).toBeNull();
  });
});
