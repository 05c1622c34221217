// @vitest-environment jsdom
// The internal link blocks at the bottom of a marketing page: each block's heading and its links'
// addresses, Japanese at the root and English under /en with romanized names; links to other
// places keep the listing filters (not the page), other job types start clean; an empty list
// shows no block at all.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, City, CityGroup, JobCategory, JobTypeSummary, Prefecture } from '../../../src/api';
import { LinkBlocks } from '../../../src/features/marketing/components/LinkBlocks';
import { linkQueries } from '../../../src/features/marketing/links';
import { pageAt, pagesByKind, type MarketingPage } from '../../helpers/marketing-pages';
import { renderUi } from '../../helpers/render-ui';

// A busy machine renders slowly; waiting is on state, so a longer limit only slows a failure.
configure({ asyncUtilTimeout: 10_000 });

const summary = (id: string, ja: string, en: string): JobTypeSummary => ({
  id,
  title: { ja, en },
  category: 'garden',
  categories: ['home', 'garden'],
});
const prefecture = (key: string, name: string, nameRome: string): Prefecture => ({ key, name, nameRome });
const city = (key: string, name: string, nameRome: string): City => ({
  key,
  name,
  nameRome,
  prefecture: 'kanagawa',
  cityGroup: null,
});
const group: CityGroup = {
  _id: 'g1',
  cityGroupKey: 'shonan',
  nameJa: '湘南エリア',
  nameEn: 'Shonan area',
  prefecture: 'kanagawa',
  cityKeys: ['fujisawa-shi'],
};
const categories: JobCategory[] = [
  { id: 'garden', title: { ja: '庭・外構', en: 'Garden' }, parentId: 'home' },
];

interface Lists {
  prefectures: Prefecture[];
  related: JobTypeSummary[];
  category: JobTypeSummary[];
  cities: City[];
  cityGroups: CityGroup[];
  groupingFlag: string[];
  requestable: JobTypeSummary[];
  samePlace: JobTypeSummary[];
}

const full = (): Lists => ({
  prefectures: [prefecture('tokyo', '東京都', 'Tokyo'), prefecture('kanagawa', '神奈川県', 'Kanagawa')],
  // The page's own job type (gardener) is among them and is left out.
  related: [summary('lawn-mowing', '芝刈り', 'Lawn mowing'), summary('gardener', '庭師', 'Gardener')],
  category: [summary('weeding', '草むしり', 'Weeding')],
  cities: [city('fujisawa-shi', '藤沢市', 'Fujisawa-shi')],
  cityGroups: [group],
  groupingFlag: ['gardener'],
  requestable: [summary('tree-pruning', '剪定', 'Tree pruning')],
  samePlace: [summary('gardener', '庭師', 'Gardener'), summary('fence', 'フェンス工事', 'Fence work')],
});

const empty = (): Lists => ({
  prefectures: [],
  related: [],
  category: [],
  cities: [],
  cityGroups: [],
  groupingFlag: [],
  requestable: [],
  samePlace: [],
});

/**
 * The page's link queries with their data already in the cache; the API client is never answered
 * (a background refetch, if any, stays pending), so what shows is exactly the seeded lists.
 */
function seeded(page: MarketingPage, language: 'ja' | 'en', lists: Lists) {
  const api = { GET: vi.fn(() => new Promise(() => undefined)) } as unknown as ApiClient;
  const queries = linkQueries(api, page, language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queries.prefectures.queryKey, lists.prefectures);
  queryClient.setQueryData(queries.related.queryKey, lists.related);
  queryClient.setQueryData(queries.category.queryKey, lists.category);
  queryClient.setQueryData(queries.categories.queryKey, categories);
  if (queries.below) {
    queryClient.setQueryData(queries.below.cities.queryKey, lists.cities);
    queryClient.setQueryData(queries.below.cityGroups.queryKey, lists.cityGroups);
    queryClient.setQueryData(queries.below.groupingFlag.queryKey, lists.groupingFlag);
    queryClient.setQueryData(queries.below.requestable.queryKey, lists.requestable);
    queryClient.setQueryData(queries.below.samePlace.queryKey, lists.samePlace);
  }
  return { queries, queryClient };
}

async function renderBlocks(splat: string, language: 'ja' | 'en', lists: Lists, search = '') {
  const page = await pageAt(splat);
  const { queries, queryClient } = seeded(page, language, lists);
  const url = `${language === 'en' ? '/en' : ''}/${splat}${search}`;
  const ui = await renderUi(<LinkBlocks page={page} queries={queries} language={language} />, {
    language,
    url,
    queryClient,
    languageRewrite: true,
  });
  const nav = await ui.screen.findByRole('navigation', {
    name: language === 'en' ? 'Related links' : '関連リンク',
  });
  return { ...ui, nav };
}

/** Each block as [heading, [label, href][]], in page order. */
async function blocksOf(nav: HTMLElement, count: number) {
  await waitFor(() => expect(within(nav).queryAllByRole('heading')).toHaveLength(count));
  return within(nav)
    .getAllByRole('heading')
    .map((heading) => [
      heading.textContent,
      within(heading.closest('section')!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ]);
}

afterEach(cleanup);

describe('LinkBlocks', () => {
  it('on a prefecture page in Japanese: every block with its heading and /home/... links', async () => {
    const { nav } = await renderBlocks(pagesByKind.prefecture, 'ja', full());
    expect(await blocksOf(nav, 8)).toEqual([
      [
        '政令指定都市から探す',
        [
          ['横浜市', '/home/garden/gardener/kanagawa/yokohama-shi'],
          ['川崎市', '/home/garden/gardener/kanagawa/kawasaki-shi'],
          ['相模原市', '/home/garden/gardener/kanagawa/sagamihara-shi'],
        ],
      ],
      ['エリアから探す', [['湘南エリア', '/home/garden/gardener/kanagawa/shonan']]],
      ['市区町村から探す', [['藤沢市', '/home/garden/gardener/kanagawa/fujisawa-shi']]],
      // The page's own prefecture is not a link to itself.
      ['近くの都道府県', [['東京都', '/home/garden/gardener/tokyo']]],
      ['この地域で依頼できるサービス', [['剪定', '/home/garden/tree-pruning/kanagawa']]],
      ['神奈川県で人気のサービス', [['フェンス工事', '/home/garden/fence/kanagawa']]],
      ['関連するサービス', [['芝刈り', '/home/garden/lawn-mowing/kanagawa']]],
      ['庭・外構のサービス', [['草むしり', '/home/garden/weeding']]],
    ]);
  });

  it('in English: /en/home/... links with romanized names', async () => {
    const { nav } = await renderBlocks(pagesByKind.prefecture, 'en', full());
    const blocks = await blocksOf(nav, 8);
    expect(blocks).toContainEqual(['Nearby prefectures', [['Tokyo', '/en/home/garden/gardener/tokyo']]]);
    expect(blocks).toContainEqual([
      'Browse by city',
      [['Fujisawa-shi', '/en/home/garden/gardener/kanagawa/fujisawa-shi']],
    ]);
    expect(blocks).toContainEqual([
      'Browse by area',
      [['Shonan area', '/en/home/garden/gardener/kanagawa/shonan']],
    ]);
    expect(blocks).toContainEqual([
      'Related services',
      [['Lawn mowing', '/en/home/garden/lawn-mowing/kanagawa']],
    ]);
  });

  it('links to other places keep the filters but not the page; other job types start clean', async () => {
    const { nav } = await renderBlocks(pagesByKind.prefecture, 'ja', full(), '?day=sat&page=3');
    expect(within(nav).getByRole('link', { name: '東京都' }).getAttribute('href')).toBe(
      '/home/garden/gardener/tokyo?day=sat',
    );
    expect(within(nav).getByRole('link', { name: '芝刈り' }).getAttribute('href')).toBe(
      '/home/garden/lawn-mowing/kanagawa',
    );
  });

  it('links to other places keep only the listing filters: no paging, plan, tracking or unknown keys', async () => {
    const { nav } = await renderBlocks(
      pagesByKind.prefecture,
      'en',
      full(),
      '?caseStudyPage=2&fbclid=ZZZ&utm_source=news&gclid=G&pricingItem=pro-0001-basic&junk=x&day=sat' +
        '&time=evening&priceRange=5000-10000&matchingCriteria=frequency.weekly&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Tokyo' }).getAttribute('href')).toBe(
      '/en/home/garden/gardener/tokyo?priceRange=5000-10000&day=sat&time=evening&matchingCriteria=frequency.weekly',
    );
    expect(within(nav).getByRole('link', { name: 'Fujisawa-shi' }).getAttribute('href')).toBe(
      '/en/home/garden/gardener/kanagawa/fujisawa-shi?priceRange=5000-10000&day=sat&time=evening&matchingCriteria=frequency.weekly',
    );
    expect(within(nav).getByRole('link', { name: 'Lawn mowing' }).getAttribute('href')).toBe(
      '/en/home/garden/lawn-mowing/kanagawa',
    );
  });

  it('on the nationwide job-type page: all prefectures, no place blocks', async () => {
    const { nav } = await renderBlocks(pagesByKind.jobType, 'ja', full());
    expect(await blocksOf(nav, 3)).toEqual([
      [
        '都道府県から探す',
        [
          ['東京都', '/home/garden/gardener/tokyo'],
          ['神奈川県', '/home/garden/gardener/kanagawa'],
        ],
      ],
      ['関連するサービス', [['芝刈り', '/home/garden/lawn-mowing']]],
      ['庭・外構のサービス', [['草むしり', '/home/garden/weeding']]],
    ]);
  });

  it('shows no block for an empty list', async () => {
    const { nav } = await renderBlocks(pagesByKind.city, 'ja', empty());
    // Wait until the blocks have rendered (their loading placeholders gone), then nothing is there.
    await waitFor(() => expect(within(nav).queryByText('読み込み中…')).toBeNull());
    expect(within(nav).queryByRole('alert')).toBeNull();
    expect(within(nav).queryAllByRole('heading')).toEqual([]);
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });
});
