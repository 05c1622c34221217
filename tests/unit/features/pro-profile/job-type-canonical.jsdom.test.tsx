// @vitest-environment jsdom
// A pro's profile by job type (/profile/{pro}/pro/{jobTypeId}) shows the same profile as
// /profile/{pro}/pro: its canonical, hreflang alternates and structured data's business name the
// profile itself, in both languages, so the job types' addresses are not duplicates each claiming
// to be the page. The profile's own address keeps naming itself.
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringApi } from '../../../helpers/api-client';
import { renderLoadedProfile } from '../../../helpers/pro-profile-page';
import { emptyProfileSections, publicPro } from '../../../helpers/pros';
import { cleanupPage } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

afterEach(cleanupPage);

const pro = publicPro({
  slug: 'ikeda-house-cleaning',
  name: '池田 紀子',
  location: { city: 'koto-ku', prefecture: 'tokyo', title: '東京都江東区' },
  jobTypeIds: ['house-cleaning', 'gardener'],
});
/** The API's answers for the profile's sections: all empty. */
const api = answeringApi({
  ...emptyProfileSections,
  '/pros/{id}/job-types': [
    { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' } },
    { id: 'gardener', title: { ja: '庭師', en: 'Gardener' } },
  ],
});

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
  const prefix = language === 'en' ? '/en' : '';
  await renderLoadedProfile(api, pro, language, {
    ...(jobTypeId ? { jobTypeId } : {}),
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
