// @vitest-environment jsdom
// Findings of an audit at 390 px on a marketing page. The pricing items' "see the pros offering
// this" links were the text's 24 px line: each is a tap target high, still a link. A case study's
// price and duration showed as the browser's default description list (each value on its own line,
// indented 40 px): they are label–value rows, flush with the card's text (the card is the one profiles
// show too). Popular requests were a run of text ("name — 256件の依頼 · 平均 ￥24,300" wrapping
// anywhere): rows, the name over its figures. Sample requests had no card and the default description
// list: a card, each question over its answer, flush. (jsdom lays nothing out: the rules that make it
// so are checked as the page's styles apply them, the CSS being mobile first.)
import { cleanup, configure, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  caseStudiesInfiniteQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  sampleRequestsQueryOptions,
  type ApiClient,
  type CaseStudy,
} from '../../../../src/api';
import {
  CaseStudiesSection,
  PricingSection,
} from '../../../../src/features/marketing/components/ContentSections';
import pricingStyles from '../../../../src/features/marketing/components/PricingSection.module.css';
import {
  PopularRequestsSection,
  SampleRequestsSection,
} from '../../../../src/features/marketing/components/RequestSections';
import requestStyles from '../../../../src/features/marketing/components/RequestSections.module.css';
import { applyStylesheet, tokenValue } from '../../../helpers/module-styles';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

// The pricing section reads an experiment's variant; the control shows until it is known.
vi.mock('../../../../src/hooks/use-variant', () => ({ useVariant: () => undefined }));

beforeEach(() => {
  // The case-study list's end is far below the window, so nothing loads by scrolling.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10_000 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const study: CaseStudy = {
  id: 'case-1',
  proId: 'pro-1',
  jobTypeId: 'house-cleaning',
  title: '3LDK まるごとクリーニング',
  description: 'キッチン・浴室・トイレを中心に、半日で仕上げました。',
  images: [],
  status: 'published',
  publishedAt: '2026-09-01T00:00:00Z',
  price: 38000,
  durationHours: 5,
};
const answers: Record<string, unknown> = {
  '/pricing-menu/popular-items': {
    popularItems: [
      { key: 'basic', title: '基本プラン', description: '3LDKまで', price: 15000, priceUnit: '1台' },
      { key: 'wide', title: '広めのお部屋', description: '4LDK以上', price: 24000 },
    ],
  },
  '/case-studies/job-type/{id}': { caseStudies: [study], totalCaseStudies: 1 },
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
const splat = 'home/cleaning/house-cleaning';

async function renderSection(node: ReactNode, language: 'ja' | 'en') {
  const ui = await renderUi(
    <Suspense fallback={<p>loading</p>}>
      <div data-testid="section">{node}</div>
    </Suspense>,
    { language, api },
  );
  return within(await ui.screen.findByTestId('section'));
}

describe.each([
  ['ja', 'このプランのプロを見る', ['料金', '￥38,000', '作業時間', '5時間']],
  ['en', 'See the pros offering this', ['Price', '￥38,000', 'Duration', '5 hours']],
] as const)('on a %s page', (language, showPros, facts) => {
  it('each pricing item’s link to its pros is a tap target high, still a link', async () => {
    const section = await renderSection(
      <PricingSection
        options={popularPricingItemsQueryOptions(api, place, language)}
        splat={splat}
        language={language}
      />,
      language,
    );
    applyStylesheet('src/features/marketing/components/PricingSection.module.css', pricingStyles);
    const links = section.getAllByRole('link', { name: showPros });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/pricingItem=(basic|wide)/);
      const style = getComputedStyle(link);
      expect(style.display).toBe('inline-flex');
      expect(style.alignItems).toBe('center');
      expect(style.minHeight).toBe('var(--tap-target)');
    }
    expect(tokenValue('tap-target')).toBe('44px');
  });

  it('a case study’s price and duration are label–value rows, not indented', async () => {
    const section = await renderSection(
      <CaseStudiesSection
        options={caseStudiesInfiniteQueryOptions(api, place, language)}
        splat={splat}
        startPage={1}
        language={language}
      />,
      language,
    );
    applyStylesheet('src/app/styles.css');
    const list = (await section.findByText(facts[0])).closest('dl')!;
    expect([...list.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['DT', facts[0]],
      ['DD', facts[1]],
      ['DT', facts[2]],
      ['DD', facts[3]],
    ]);
    const rows = getComputedStyle(list);
    // Two columns, a label and its value on each row.
    expect(rows.display).toBe('grid');
    expect(rows.gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
    expect(rows.marginLeft).toMatch(NONE);
    expect(rows.paddingLeft).toMatch(NONE);
    for (const value of list.querySelectorAll('dd')) expect(getComputedStyle(value).marginLeft).toMatch(NONE);
  });
});

describe.each([
  ['ja', '12件の依頼 · 平均 ￥8,000'],
  ['en', '12 requests · Average ￥8,000'],
] as const)('requests on a %s page', (language, figures) => {
  it('a popular request is a row: its name, then its figures on a line of their own', async () => {
    const section = await renderSection(
      <PopularRequestsSection
        options={popularRequestsQueryOptions(api, place, language)}
        language={language}
      />,
      language,
    );
    applyStylesheet('src/features/marketing/components/RequestSections.module.css', requestStyles);
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
    applyStylesheet('src/app/styles.css');
    applyStylesheet('src/features/marketing/components/RequestSections.module.css', requestStyles);
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
