// @vitest-environment jsdom
// Texts the API has only in Japanese on an English marketing page carry lang="ja" on the element
// holding them (WCAG 3.1.2): a pro card's headline and name, pricing items and their units, popular
// and sample requests, case studies and the name of their pro. English texts stay unmarked, and a
// Japanese page marks nothing. The pro card's starting price reads "From ￥…" in English.
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
  type ProListEntry,
} from '../../../../src/api';
import {
  CaseStudiesSection,
  PopularRequestsSection,
  PricingSection,
  SampleRequestsSection,
} from '../../../../src/features/marketing/components/ContentSections';
import { ProCard } from '../../../../src/features/marketing/components/ProCard';
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
});

const counts = { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 };
function card(overrides: Partial<ProListEntry> = {}): ProListEntry {
  return {
    id: 'pro-1',
    slug: 'pro-1',
    shortId: 'p1',
    name: '石川 健',
    avatarUrl: 'https://img.example.com/pro-1.png',
    location: { city: 'shibuya-ku', prefecture: 'tokyo', title: 'Shibuya-ku, Tokyo' },
    reviewStatistics: { ratingValue: 4.7, reviewCount: 3, counts },
    jobTypeIds: ['house-cleaning'],
    headline: { ja: 'ハウスクリーニングを中心に20年の経験があります。' },
    startingPrice: 26500,
    page: 1,
    ...overrides,
  };
}

const renderCard = (pro: ProListEntry, language: 'ja' | 'en') =>
  renderUi(
    <ul>
      <ProCard pro={pro} jobTypeId="house-cleaning" language={language} />
    </ul>,
    { language },
  );

describe('pro card', () => {
  it('marks a Japanese headline and name on an English page', async () => {
    const { container } = await renderCard(card(), 'en');
    expect(container.querySelector('.pro-card__headline')?.getAttribute('lang')).toBe('ja');
    expect(container.querySelector('.pro-card__name a')?.getAttribute('lang')).toBe('ja');
    expect(container.querySelector('.pro-card__location')?.hasAttribute('lang')).toBe(false);
  });

  it('leaves English texts unmarked', async () => {
    const pro = card({
      name: 'Ken Ishikawa',
      headline: { ja: '丁寧です', en: 'Careful work for 20 years.' },
    });
    const { container } = await renderCard(pro, 'en');
    expect(container.querySelector('.pro-card__headline')?.textContent).toBe('Careful work for 20 years.');
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('marks nothing on a Japanese page', async () => {
    const { container } = await renderCard(
      card({ location: { ...card().location, title: '東京都渋谷区' } }),
      'ja',
    );
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('shows the starting price as "From ￥26,500" in English', async () => {
    const { container, screen } = await renderCard(card(), 'en');
    const price = screen.getByLabelText('From ￥26,500');
    expect(price.textContent).toBe('From ￥26,500');
    expect(price.querySelector('data')?.getAttribute('value')).toBe('26500');
    expect(container.textContent).not.toContain('~');
  });

  it('keeps the Japanese form "￥26,500~" in Japanese', async () => {
    const { screen } = await renderCard(card(), 'ja');
    const price = screen.getByLabelText('￥26,500〜');
    expect(price.textContent).toBe('￥26,500~');
    expect(price.querySelector('data')?.getAttribute('value')).toBe('26500');
  });
});

const study = (overrides: Partial<CaseStudy>): CaseStudy => ({
  id: 'case-1',
  proId: 'pro-1',
  jobTypeId: 'house-cleaning',
  title: '3LDK まるごとクリーニング',
  description: 'キッチン・浴室・トイレを中心に、半日で仕上げました。',
  images: [],
  status: 'published',
  publishedAt: '2026-09-01T00:00:00Z',
  ...overrides,
});

/** The API's Japanese answers (an English page gets them when the data has no English). */
const answers: Record<string, unknown> = {
  '/pricing-menu/popular-items': {
    popularItems: [
      { key: 'basic', title: '基本プラン', description: '3LDKまで', price: 15000, priceUnit: '1台' },
      { key: 'english', title: 'Basic plan', description: 'Up to 3 bedrooms', price: 9000 },
    ],
  },
  '/requests/popular-requests/': [
    { id: 'r1', jobTypeId: 'house-cleaning', title: '浴室のカビ取り', requestCount: 12, averagePrice: 8000 },
    { id: 'r2', jobTypeId: 'house-cleaning', title: 'Kitchen cleaning', requestCount: 3 },
  ],
  '/sample-requests/query': [
    {
      id: 's1',
      jobTypeId: 'house-cleaning',
      title: 'エアコンクリーニングの依頼',
      answers: [{ question: '台数', answer: '2台' }],
      prefecture: 'tokyo',
      createdTime: '2026-09-01T00:00:00Z',
    },
  ],
  '/case-studies/job-type/{id}': {
    caseStudies: [
      study({ proName: '金子 さくら' }),
      study({ id: 'case-2', title: 'Whole flat', description: 'Half a day.', proName: 'Sakura Kaneko' }),
    ],
    totalCaseStudies: 2,
  },
};
const api = { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;
const place = { jobTypeId: 'house-cleaning' };

async function renderSection(node: (language: 'ja' | 'en') => ReactNode, language: 'ja' | 'en') {
  const ui = await renderUi(<Suspense fallback={<p>loading</p>}>{node(language)}</Suspense>, {
    language,
    api,
  });
  await ui.screen.findByTestId('section');
  return ui;
}

const sections = {
  pricing: (language: 'ja' | 'en') => (
    <div data-testid="section">
      <PricingSection
        options={popularPricingItemsQueryOptions(api, place, language)}
        splat="home/cleaning/house-cleaning"
        language={language}
      />
    </div>
  ),
  popular: (language: 'ja' | 'en') => (
    <div data-testid="section">
      <PopularRequestsSection
        options={popularRequestsQueryOptions(api, place, language)}
        language={language}
      />
    </div>
  ),
  samples: (language: 'ja' | 'en') => (
    <div data-testid="section">
      <SampleRequestsSection options={sampleRequestsQueryOptions(api, place, language)} language={language} />
    </div>
  ),
  caseStudies: (language: 'ja' | 'en') => (
    <div data-testid="section">
      <CaseStudiesSection
        options={caseStudiesInfiniteQueryOptions(api, place, language)}
        splat="home/cleaning/house-cleaning"
        startPage={1}
        language={language}
      />
    </div>
  ),
};

/** The texts marked lang="ja", in document order. */
const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('[lang]')].map((element) => [element.getAttribute('lang'), element.textContent]);

describe('content sections on an English page', () => {
  it('pricing items: a Japanese title, description and unit are marked, English ones not', async () => {
    const { screen } = await renderSection(sections.pricing, 'en');
    const section = await screen.findByTestId('section');
    await within(section).findByText('基本プラン');
    expect(marked(section)).toEqual([
      ['ja', '基本プラン'],
      ['ja', ' / 1台'],
      ['ja', '3LDKまで'],
    ]);
  });

  it('popular requests: a Japanese title is marked inside its English line', async () => {
    const { screen } = await renderSection(sections.popular, 'en');
    const section = screen.getByTestId('section');
    await within(section).findByText('浴室のカビ取り');
    expect(marked(section)).toEqual([['ja', '浴室のカビ取り']]);
    expect(section.querySelector('li')?.textContent).toMatch(/^浴室のカビ取り 12/);
  });

  it('sample requests: the title, questions and answers are marked', async () => {
    const { screen } = await renderSection(sections.samples, 'en');
    const section = screen.getByTestId('section');
    await within(section).findByText('エアコンクリーニングの依頼');
    expect(marked(section)).toEqual([
      ['ja', 'エアコンクリーニングの依頼'],
      ['ja', '台数'],
      ['ja', '2台'],
    ]);
  });

  it('case studies: a Japanese title, description and pro name are marked, English ones not', async () => {
    const { screen } = await renderSection(sections.caseStudies, 'en');
    const section = screen.getByTestId('section');
    await within(section).findByText('3LDK まるごとクリーニング');
    expect(marked(section)).toEqual([
      ['ja', '3LDK まるごとクリーニング'],
      ['ja', '金子 さくら'],
      ['ja', 'キッチン・浴室・トイレを中心に、半日で仕上げました。'],
    ]);
  });
});

describe('content sections on a Japanese page', () => {
  it.each(Object.entries(sections))('%s: nothing is marked', async (_name, section) => {
    const { screen } = await renderSection(section, 'ja');
    const root = screen.getByTestId('section');
    await within(root).findAllByText(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(root.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
