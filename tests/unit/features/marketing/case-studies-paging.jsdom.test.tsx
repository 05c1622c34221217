// @vitest-environment jsdom
// The case studies of a marketing page as their address leaves them: a page past the end says so
// (not "no case studies yet" under a total) and links to the first page; "more" keeps the listing
// parameters only. A section that failed shows the app's retry button.
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  caseStudiesInfiniteQueryOptions,
  type ApiClient,
  type CaseStudy,
  type CaseStudyPage,
} from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import { CaseStudiesSection } from '../../../../src/features/marketing/components/ContentSections';
import { Section } from '../../../../src/features/marketing/components/Section';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

const SPLAT = 'home/cleaning/house-cleaning/tokyo';
const SCOPE = { jobTypeId: 'house-cleaning', prefecture: 'tokyo' };

const study = (index: number): CaseStudy => ({
  id: `case-${index}`,
  proId: `pro-${index}`,
  proName: `プロ${index}`,
  jobTypeId: 'house-cleaning',
  title: `事例${index}`,
  description: '説明',
  images: [],
  status: 'published',
  publishedAt: '2026-09-01T00:00:00Z',
});

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10_000 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderStudies({
  startPage,
  url,
  answer,
  language = 'ja',
}: {
  startPage: number;
  url: string;
  answer: (currentPage: number) => Promise<CaseStudyPage>;
  language?: 'ja' | 'en';
}) {
  const GET = vi.fn(async (_path: string, init: { params: { query: { currentPage: number } } }) => ({
    data: await answer(init.params.query.currentPage),
  }));
  const api = { GET } as unknown as ApiClient;
  const options = caseStudiesInfiniteQueryOptions(api, SCOPE, language, startPage);
  return renderUi(
    <Section title="事例" skeletonHeight="1rem">
      <CaseStudiesSection options={options} splat={SPLAT} startPage={startPage} language={language} />
    </Section>,
    { url, api, language },
  );
}

describe('case studies in the address', () => {
  it('a page past the end says so and links to the first page, keeping the filters', async () => {
    const { screen } = await renderStudies({
      startPage: 3,
      url: `/${SPLAT}?day=sat&caseStudyPage=3&page=2&utm_source=news`,
      answer: async () => ({ caseStudies: [], totalCaseStudies: 11 }),
    });
    const section = await screen.findByRole('region', { name: '事例' });
    await waitFor(() => expect(within(section).queryByText('読み込み中…')).toBeNull());
    expect(section.textContent).not.toContain('まだ事例はありません');
    expect(within(section).getByRole('link', { name: '事例の最初のページへ' }).getAttribute('href')).toBe(
      `/${SPLAT}?day=sat&page=2`,
    );
  });

  it('in English too', async () => {
    const { screen } = await renderStudies({
      startPage: 3,
      url: `/${SPLAT}?caseStudyPage=3`,
      language: 'en',
      answer: async () => ({ caseStudies: [], totalCaseStudies: 11 }),
    });
    expect(await screen.findByRole('link', { name: 'First page of case studies' })).toBeTruthy();
    expect(screen.getByText('There are no case studies on this page.')).toBeTruthy();
  });

  it('"more" keeps the listing parameters, not tracking or unknown ones', async () => {
    const { screen } = await renderStudies({
      startPage: 1,
      url: `/${SPLAT}?fbclid=ZZZ&day=sat&junk=1`,
      answer: async (page) => ({
        caseStudies: Array.from({ length: 6 }, (_, index) => study(page * 10 + index)),
        totalCaseStudies: 11,
      }),
    });
    expect((await screen.findByRole('link', { name: '事例をもっと見る' })).getAttribute('href')).toBe(
      `/${SPLAT}?day=sat&caseStudyPage=2`,
    );
  });

  it('a failed section shows the app retry button, which fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { screen, user } = await renderStudies({
      startPage: 1,
      url: `/${SPLAT}`,
      answer: async () => {
        if (fail) throw new ApiError('listCaseStudiesOfJobTypeInPrefecture', 503, undefined);
        return { caseStudies: [study(1)], totalCaseStudies: 1 };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この内容を読み込めませんでした。');
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    for (const name of buttonClass().split(' ')) expect(retry.classList).toContain(name);
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('case-study-total')).toBeTruthy();
  });
});
