// @vitest-environment jsdom
// "Show all case studies" on a pro's profile, as an audit met it (finding 4): a failed call turned the
// button back after its retries with no word said, and a keyboard user's focus dropped to the page's
// start when the button was pressed (it was disabled while loading), when the studies arrived (it
// went away) and when a section's retry was pressed. Now a failure says so in the section, with a
// retry, and keeps the studies already shown; the focus stays on the button while it loads, moves to
// the first study it revealed, and to the retry when the call failed.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type CaseStudy, type PublicPro } from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import { ProfileSection } from '../../../../src/features/pro-profile/components/ProfileSection';
import { CaseStudiesList } from '../../../../src/features/pro-profile/components/ProfileSections';
import { profileQueries } from '../../../../src/features/pro-profile/profile-queries';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const pro = {
  id: 'pro-0001',
  slug: 'hashimoto-house-cleaning',
  isItp: false,
} as PublicPro;

const study = (n: number): CaseStudy => ({
  id: `case-${n}`,
  proId: 'pro-0001',
  jobTypeId: 'house-cleaning',
  title: `事例 ${n}`,
  description: `説明 ${n}`,
  images: [],
  status: 'published',
  publishedAt: '2026-09-01T00:00:00Z',
});
const TOTAL = 9;
const firstPage = { caseStudies: [1, 2, 3, 4, 5, 6].map(study), totalCaseStudies: TOTAL };
const everyStudy = {
  caseStudies: Array.from({ length: TOTAL }, (_, i) => study(i + 1)),
  totalCaseStudies: TOTAL,
};

interface Deferred {
  resolve: () => void;
  reject: () => void;
}

/** A fake API: the first page at once; each full fetch (pageSize 999) waits until the test settles it. */
function fakeApi() {
  const pending: Deferred[] = [];
  const GET = vi.fn((_path: string, init: { params: { query: { pageSize: number } } }) => {
    if (init.params.query.pageSize !== 999) return Promise.resolve({ data: firstPage });
    return new Promise((resolve, reject) => {
      pending.push({
        resolve: () => resolve({ data: everyStudy }),
        reject: () => reject(new ApiError('GET /case-studies/pros/{userId}', 500, undefined)),
      });
    });
  });
  return { api: { GET } as unknown as ApiClient, pending, fullFetches: () => pending.length };
}

const TEXTS = {
  ja: {
    title: '事例',
    showAll: 'すべての事例を見る（全9件）',
    loading: '事例を読み込んでいます…',
    failed: '残りの事例を読み込めませんでした。',
    retry: '再読み込み',
  },
  en: {
    title: 'Case studies',
    showAll: 'Show all 9 case studies',
    loading: 'Loading case studies…',
    failed: 'The other case studies could not be loaded.',
    retry: 'Try again',
  },
} as const;

async function renderSection(language: 'ja' | 'en') {
  const { api, pending, fullFetches } = fakeApi();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await queryClient.ensureQueryData(profileQueries(api, pro, language).caseStudies);
  const ui = await renderUi(
    <ProfileSection id="case-studies" title={TEXTS[language].title} skeleton={{ height: '18rem' }}>
      <CaseStudiesList pro={pro} language={language} />
    </ProfileSection>,
    { language, api, queryClient },
  );
  const section = await ui.screen.findByTestId('case-studies');
  await within(section).findByText('事例 6');
  return { ...ui, section, pending, fullFetches };
}

const studies = (section: HTMLElement) =>
  [...section.querySelectorAll('.case-study-card__title')].map((title) => title.textContent);
const settle = async (action: () => void) => {
  action();
  // The query's promise settles, then React renders what it answered.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe.each(['ja', 'en'] as const)('"show all case studies" (%s)', (language) => {
  const text = TEXTS[language];

  it('keeps the focus on the button while it loads, then moves it to the first study it revealed', async () => {
    const { section, user, pending } = await renderSection(language);
    const button = within(section).getByRole('button', { name: text.showAll });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.textContent).toBe(text.loading);
    // Not disabled (a disabled button drops the focus to the page's start): said to be busy instead.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await settle(() => pending[0]!.resolve());
    await waitFor(() => expect(studies(section)).toHaveLength(TOTAL));
    const seventh = section.querySelectorAll('.card-grid > li')[6];
    await waitFor(() => expect(document.activeElement).toBe(seventh));
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says that it failed, with a retry, keeps the studies shown, and keeps the focus', async () => {
    const { section, user, pending, fullFetches } = await renderSection(language);
    within(section).getByRole('button', { name: text.showAll }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fullFetches()).toBe(1));
    await settle(() => pending[0]!.reject());

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(text.failed);
    const retry = within(section).getByRole('button', { name: text.retry });
    // The focus is on the retry (or the message), never on the page's start.
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(studies(section)).toEqual(firstPage.caseStudies.map((s) => s.title));

    // The retry asks again and, once answered, shows every study and moves on to the first new one.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fullFetches()).toBe(2));
    expect(document.activeElement).toBe(retry);
    await settle(() => pending[1]!.resolve());
    await waitFor(() => expect(studies(section)).toHaveLength(TOTAL));
    await waitFor(() => expect(document.activeElement).toBe(section.querySelectorAll('.card-grid > li')[6]));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it("is shown with the app's button style (44 px tall)", async () => {
    const { section, user, pending, fullFetches } = await renderSection(language);
    const button = within(section).getByRole('button', { name: text.showAll });
    for (const name of buttonClass().split(' ')) expect(button.classList).toContain(name);
    await user.click(button);
    await waitFor(() => expect(fullFetches()).toBe(1));
    await settle(() => pending[0]!.reject());
    const retry = await within(section).findByRole('button', { name: text.retry });
    for (const name of buttonClass().split(' ')) expect(retry.classList).toContain(name);
  });
});
