// @vitest-environment jsdom
// A pro's profile by job type (/profile/{pro}/pro/{jobTypeId}) shows the same profile as
// /profile/{pro}/pro: its canonical, hreflang alternates and structured data's business name the
// profile itself, in both languages, so the job types' addresses are not duplicates each claiming
// to be the page. The profile's own address keeps naming itself.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, PublicPro } from '../../../../src/api';
import { ProProfilePage } from '../../../../src/features/pro-profile/components/ProProfilePage';
import { profileQueries } from '../../../../src/features/pro-profile/profile-queries';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const counts = { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 };
const pro: PublicPro = {
  id: 'pro-0001',
  slug: 'ikeda-house-cleaning',
  shortId: 'p7x2k',
  name: '池田 紀子',
  avatarUrl: '/mock-assets/avatar-1.svg',
  description: { ja: '丁寧な清掃を心がけています。' },
  location: { city: 'koto-ku', prefecture: 'tokyo', title: '東京都江東区' },
  jobTypeIds: ['house-cleaning', 'gardener'],
  mainJobTypeId: 'house-cleaning',
  reviewStatistics: { ratingValue: 4.5, reviewCount: 2, counts },
  caseStudies: [],
  isItp: false,
};
/** The API's answers for the profile's sections: all empty. */
const answers: Record<string, unknown> = {
  '/pros/{id}/job-types': [
    { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' } },
    { id: 'gardener', title: { ja: '庭師', en: 'Gardener' } },
  ],
  '/pros/{id}/available-prefectures': [],
  '/users/{id}/pricing-menu': { items: [] },
  '/feature-flags/{flagName}': { flags: { enabled: false } },
  '/pro-feedbacks': { list: [], total: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
  '/case-studies/pros/{userId}': { caseStudies: [], totalCaseStudies: 0 },
  '/pro-blog-posts/pro/{id}': [],
};
const api = { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;

const head = () => ({
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map(
    (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
  ),
  business: (
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph'?: { url?: string }[];
    }
  )['@graph']?.[0]?.url,
});

/** The page as its route shows it (the loader has fetched the sections' data first). */
async function renderPage(language: 'ja' | 'en', jobTypeId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const queries = profileQueries(api, pro, language);
  await Promise.all([
    queryClient.ensureQueryData(queries.jobTypes),
    queryClient.ensureQueryData(queries.prefectures),
    queryClient.ensureQueryData(queries.caseStudies),
    queryClient.ensureQueryData(queries.reviews),
    queryClient.ensureQueryData(queries.pricingMenu),
    queryClient.ensureQueryData(queries.reviewsQaFlag),
    queryClient.ensureQueryData(queries.blogPosts),
  ]);
  const prefix = language === 'en' ? '/en' : '';
  await renderUi(<ProProfilePage pro={pro} jobTypeId={jobTypeId} language={language} />, {
    language,
    api,
    queryClient,
    url: `${prefix}/profile/${pro.slug}/pro${jobTypeId ? `/${jobTypeId}` : ''}`,
    languageRewrite: true,
  });
  await waitFor(() => expect(head().canonical).toBeTruthy());
  return head();
}

describe("a profile's job-type address", () => {
  it.each([['house-cleaning'], ['gardener'], [undefined]])(
    'names the profile as its canonical page in Japanese (job type %s)',
    async (jobTypeId) => {
      const { canonical, alternates, business } = await renderPage('ja', jobTypeId);
      const profile = `${window.location.origin}/profile/ikeda-house-cleaning/pro`;
      expect(canonical).toBe(profile);
      expect(alternates).toEqual([
        `ja ${profile}`,
        `en ${window.location.origin}/en/profile/ikeda-house-cleaning/pro`,
        `x-default ${profile}`,
      ]);
      expect(business).toBe(profile);
    },
  );

  it('names the English profile as its canonical page in English', async () => {
    const { canonical, alternates } = await renderPage('en', 'gardener');
    expect(canonical).toBe(`${window.location.origin}/en/profile/ikeda-house-cleaning/pro`);
    expect(alternates).toContain(`ja ${window.location.origin}/profile/ikeda-house-cleaning/pro`);
  });
});
