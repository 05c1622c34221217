// @vitest-environment jsdom
// A signed-in pro on their own profile, as an audit met it (finding 5): the page offered "このプロを
// 予約する", and the pro could send a direct booking to themselves. A request is a client's (spec
// §1: a direct booking goes to one selected pro), so the owner is not offered it: the page says it is
// their profile as visitors see it and leads to their pro dashboard. Everyone else (visitors, clients,
// other pros) keeps the button. The real routes (the profile and its job-type page), under a stand-in
// for the root route with the session in its context.
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, signedOut, type AuthStore } from '../../../../src/features/auth/store';
import { Route as ProfileRoute } from '../../../../src/routes/profile.$proKey.pro.index';
import { Route as JobTypeRoute } from '../../../../src/routes/profile.$proKey.pro.$jobTypeId';
import { answeringApi } from '../../../helpers/api-client';
import { placed, renderRouter, standInRoot } from '../../../helpers/app-router';
import { emptyProfileSections, noReviews, publicPro } from '../../../helpers/pros';
import { cleanupPage } from '../../../helpers/render-ui';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanupPage);

const pro = publicPro({
  slug: 'hashimoto-house-cleaning',
  name: '橋本 紀子',
  location: { city: 'yokohama-shi-tsurumi-ku', prefecture: 'kanagawa', title: '神奈川県横浜市鶴見区' },
  reviewStatistics: noReviews,
});
const api = answeringApi({
  ...emptyProfileSections,
  '/pros/get-by-slug/{slug}': pro,
  '/pros/{id}': pro,
  '/pros/{id}/job-types': [
    { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' } },
  ],
});

const signedInAs = (id: string) =>
  createAuthStore({ ...signedOut, isAuthenticated: true, currentUser: finishedPro({ id }) });

/** The real routes (the profile and its job-type page) under a stand-in root, at `url`. */
async function showProfile(store: AuthStore, language: 'ja' | 'en', url: string) {
  const root = standInRoot();
  // The routes as the generated route tree places them.
  const routes = [
    placed(ProfileRoute, '/profile/$proKey/pro/', root),
    placed(JobTypeRoute, '/profile/$proKey/pro/$jobTypeId', root),
  ];
  await renderRouter(root.addChildren(routes), {
    api,
    language,
    entries: [url],
    context: {
      auth: { store },
      analytics: { trackConversion: vi.fn() },
      experiments: () => new Promise(() => undefined),
    },
  });
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
