// @vitest-environment jsdom
// A marketing page's request sections, as an audit at 390 px met them: popular requests as a run of
// text ("name — 256件の依頼 · 平均 ￥24,300" wrapping anywhere), sample requests with no card and the
// browser's description list (each answer indented 40 px). Popular requests are rows, the name over
// its figures; a sample request is a card, each question over its answer, flush. (jsdom lays nothing
// out: the rules are checked as the page's styles apply them, the CSS being mobile first.)
import { cleanup, configure, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popularRequestsQueryOptions, sampleRequestsQueryOptions, type ApiClient } from '../../../../src/api';
import {
  PopularRequestsSection,
  SampleRequestsSection,
} from '../../../../src/features/marketing/components/RequestSections';
import styles from '../../../../src/features/marketing/components/RequestSections.module.css';
import { applyStylesheet } from '../../../helpers/module-styles';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const answers: Record<string, unknown> = {
  '/requests/popular-requests/': [
    { id: 'r1', jobTypeId: 'house-cleaning', title: '浴室のカビ取り', requestCount: 12, averagePrice: 8000 },
  ],
  '/sample-requests/query': [
    {
      id: 's1',
      jobTypeId: 'house-cleaning',
      title: 'エアコンクリーニングの依頼',
      answers: [
        { question: '台数', answer: '2台' },
        { question: '設置場所', answer: 'リビング' },
      ],
      prefecture: 'tokyo',
      createdTime: '2026-09-01T00:00:00Z',
    },
  ],
};
const api = { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;
const place = { jobTypeId: 'house-cleaning' };
/** No length (jsdom gives a declared `0` as written). */
const NONE = /^0(px)?$/;

async function renderSection(node: ReactNode, language: 'ja' | 'en') {
  const ui = await renderUi(
    <Suspense fallback={<p>loading</p>}>
      <div data-testid="section">{node}</div>
    </Suspense>,
    { language, api },
  );
  applyStylesheet('src/features/marketing/components/RequestSections.module.css', styles);
  return within(await ui.screen.findByTestId('section'));
}

describe.each([
  ['ja', '12件の依頼 · 平均 ￥8,000'],
  ['en', '12 requests · Average ￥8,000'],
] as const)('on a %s page', (language, figures) => {
  it('a popular request is a row: its name, then its figures on a line of their own', async () => {
    const section = await renderSection(
      <PopularRequestsSection
        options={popularRequestsQueryOptions(api, place, language)}
        language={language}
      />,
      language,
    );
    const name = await section.findByText('浴室のカビ取り');
    const list = name.closest('ul')!;
    expect(getComputedStyle(list).paddingLeft).toMatch(NONE);
    const row = name.closest('li')!;
    const [title, meta] = [...row.children] as HTMLElement[];
    expect(title?.textContent).toBe('浴室のカビ取り');
    expect(meta?.textContent).toBe(figures);
    expect(getComputedStyle(title!).display).toBe('block');
    expect(getComputedStyle(meta!).display).toBe('block');
  });

  it('a sample request is a card, each question over its answer, not indented', async () => {
    const section = await renderSection(
      <SampleRequestsSection
        options={sampleRequestsQueryOptions(api, place, language)}
        language={language}
      />,
      language,
    );
    const card = (await section.findByRole('heading', { name: 'エアコンクリーニングの依頼' })).closest('li')!;
    // A card's rounded frame (jsdom keeps a rule's var() as written).
    expect(getComputedStyle(card).borderRadius).toBe('var(--radius-lg)');
    const list = card.querySelector('dl')!;
    expect(getComputedStyle(list).marginLeft).toMatch(NONE);
    expect([...list.querySelectorAll('dt, dd')].map((item) => item.textContent)).toEqual([
      '台数',
      '2台',
      '設置場所',
      'リビング',
    ]);
    for (const answer of list.querySelectorAll('dd'))
      expect(getComputedStyle(answer).marginLeft).toMatch(NONE);
  });
});
