// @vitest-environment jsdom
// One English name per category: the header's (common.json nav.categories) is the API's English
// title, which the breadcrumbs, the footer and the start page show too. A category page's heading,
// title and meta description read naturally in English ("Lessons: find a pro near you", not
// "Lessons services"), keep the title's year/month suffix, and stay as they were in Japanese.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobCategories } from '../../../../fixtures/reference/catalog/categories';
import {
  categoryTreeQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeSummariesQueryOptions,
  type ApiClient,
  type JobCategoryTree,
} from '../../../../src/api';
import { CategoryPage } from '../../../../src/features/marketing/components/CategoryPage';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const topLevel = ['home', 'learning', 'lifestyle', 'business', 'events'] as const;
const titleOf = (id: string) => jobCategories.find((category) => category.id === id)!.title;

describe("the header's category names", () => {
  it.each(topLevel)('%s: the English name is the API’s English title', (id) => {
    expect(resources.en.common.nav.categories[id]).toBe(titleOf(id).en);
  });

  it.each(topLevel)('%s: the Japanese name is the API’s Japanese title', (id) => {
    expect(resources.ja.common.nav.categories[id]).toBe(titleOf(id).ja);
  });
});

describe('category texts', () => {
  it('no English category text is built as "{category} services"', () => {
    expect(resources.en.common.headings.categoryServices).not.toMatch(/\{\{category\}\} services/);
    expect(resources.en.marketing.category.description).not.toMatch(/\{\{category\}\} services/);
    expect(resources.en.marketing.links.category).not.toMatch(/\{\{category\}\} services/);
  });

  it('the Japanese ones are unchanged', () => {
    expect(resources.ja.common.headings.categoryServices).toBe('{{category}}のサービス一覧');
    expect(resources.ja.marketing.category.description).toBe(
      '{{category}}のサービス一覧。地域のプロを料金・クチコミ・事例で比較できます。',
    );
    expect(resources.ja.marketing.links.category).toBe('{{category}}のサービス');
  });
});

const tree = (id: string, children: JobCategoryTree[] = []): JobCategoryTree => ({
  id,
  title: titleOf(id),
  jobTypeIds: [],
  children,
});
const answers: Record<string, unknown> = {
  '/job-categories/get-all-subcategories': [tree('learning', [tree('music-lessons')]), tree('lifestyle')],
  '/job-categories': jobCategories,
  '/job-types': [],
  '/job-types/popular': [],
};
const api = { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;

async function renderCategory(categories: string[], language: 'ja' | 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await Promise.all([
    queryClient.ensureQueryData(categoryTreeQueryOptions(api, language)),
    queryClient.ensureQueryData(jobCategoriesQueryOptions(api, language)),
    queryClient.ensureQueryData(jobTypeSummariesQueryOptions(api, 'clientRequest', language)),
  ]);
  const ui = await renderUi(<CategoryPage categories={categories} language={language} />, {
    language,
    api,
    queryClient,
  });
  const metaDescription = () =>
    document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return { ...ui, metaDescription };
}

describe('a category page', () => {
  it.each([
    [['learning'], 'Lessons'],
    [['lifestyle'], 'Lifestyle'],
    [['learning', 'music-lessons'], 'Music lessons'],
  ])('in English, %j is headed "%s: find a pro near you"', async (categories, name) => {
    const { screen, metaDescription } = await renderCategory(categories, 'en');
    const heading = `${name}: find a pro near you`;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(document.title).toMatch(new RegExp(`^${heading} \\([A-Z][a-z]+ \\d{4}\\) \\| Home Pros$`));
    expect(metaDescription()).toMatch(new RegExp(`^${name}: compare local pros`));
    expect(`${document.title} ${metaDescription()}`).not.toMatch(/services/i);
  });

  it('in Japanese, keeps 「…のサービス一覧」 with its year and month', async () => {
    const { screen, metaDescription } = await renderCategory(['learning'], 'ja');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('習い事・レッスンのサービス一覧');
    expect(document.title).toMatch(
      /^習い事・レッスンのサービス一覧（\d{4}年\d{1,2}月） \| 暮らしのプロ探し$/,
    );
    expect(metaDescription()).toBe(
      '習い事・レッスンのサービス一覧。地域のプロを料金・クチコミ・事例で比較できます。',
    );
  });
});
