// Which pros-by-… call each page kind makes with which parameters, the page sizes and paging,
// the filter helpers, and the SEO rules.
import { describe, expect, it } from 'vitest';
import { PRO_PAGE_SIZE, proListPaging } from '../../../src/api';
import { ROOF_FIRST_PAGE_SIZE, placeKeys, proListRequest } from '../../../src/features/marketing/listing';
import {
  hasListFilters,
  matchingCriteriaOptions,
  parseListingSearch,
  toggleCriterion,
} from '../../../src/features/marketing/search';
import {
  alternateLinks,
  canonicalPath,
  hasReviewStructuredData,
  jsonLd,
  reviewStructuredData,
} from '../../../src/features/marketing/seo';
import { dataset, groupsOf, pageAt, pagesByKind } from '../../helpers/marketing-pages';

const P = '/pro-location-jobtype-ref';
const base = { jobType: 'gardener', language: 'ja' };

describe('proListRequest: the call of each page kind', () => {
  it.each([
    ['jobType', `${P}/pros-by-job`, {}],
    ['prefecture', `${P}/pros-by-prefecture-and-job`, { prefecture: 'kanagawa' }],
    ['majorCity', `${P}/pros-by-job-and-city-group`, { prefecture: 'saitama', cityGroup: 'saitama-area' }],
    ['majorCityWithoutOverlap', `${P}/pros-by-prefecture-and-job`, { prefecture: 'kanagawa' }],
    [
      'majorCityCity',
      `${P}/pros-by-job-prefecture-and-city`,
      { prefecture: 'kanagawa', city: 'yokohama-shi-aoba-ku' },
    ],
    ['group', `${P}/pros-by-job-and-city-group`, { prefecture: 'kanagawa', cityGroup: 'yokohama-north' }],
    [
      'groupCity',
      `${P}/pros-by-job-prefecture-and-city-not-nearby-cities`,
      {
        prefecture: 'kanagawa',
        city: 'yokohama-shi-aoba-ku',
        excludeCities:
          'yokohama-shi-tsurumi-ku,yokohama-shi-kohoku-ku,yokohama-shi-midori-ku,yokohama-shi-tsuzuki-ku',
      },
    ],
    ['city', `${P}/pros-by-job-prefecture-and-city`, { prefecture: 'tokyo', city: 'shibuya-ku' }],
  ] as const)('%s → %s', async (kind, path, place) => {
    const page = await pageAt(pagesByKind[kind]);
    const request = proListRequest(page, {}, 'ja', groupsOf(page.place.prefecture?.key ?? ''));
    expect(request).toEqual({ path, query: { ...base, ...place }, firstPageSize: PRO_PAGE_SIZE });
  });

  it('a designated city leaves out the cities of its overlapping group that lie outside it', async () => {
    const page = await pageAt(pagesByKind.majorCity);
    const [group] = groupsOf('saitama').filter((candidate) => candidate.cityGroupKey === 'saitama-area');
    const widened = { ...group!, cityKeys: [...group!.cityKeys, 'kawaguchi-shi', 'toda-shi'] };
    expect(proListRequest(page, {}, 'en', [widened]).query).toEqual({
      jobType: 'gardener',
      language: 'en',
      prefecture: 'saitama',
      cityGroup: 'saitama-area',
      excludeCities: 'kawaguchi-shi,toda-shi',
    });
  });

  it('sends the URL filters, matchingCriteria as matchingCriteriaFilter, and nothing for absent ones', async () => {
    const page = await pageAt(pagesByKind.city);
    const search = {
      page: 3,
      priceRange: '0-5000',
      day: 'sat',
      time: 'morning',
      matchingCriteria: 'a.b,c.d',
    } as const;
    expect(proListRequest(page, search, 'ja').query).toEqual({
      ...base,
      prefecture: 'tokyo',
      city: 'shibuya-ku',
      priceRange: '0-5000',
      day: 'sat',
      time: 'morning',
      matchingCriteriaFilter: 'a.b,c.d',
    });
  });

  it.each(['tokyo', 'kanagawa', 'saitama', 'chiba', 'aichi', 'osaka', 'hyogo', 'fukuoka'])(
    'roof construction in %s: 20 on the first page',
    async (prefecture) => {
      const page = await pageAt(`home/reform/roof-construction/${prefecture}`);
      expect(proListRequest(page, {}, 'ja').firstPageSize).toBe(ROOF_FIRST_PAGE_SIZE);
    },
  );

  it.each([
    'home/reform/roof-construction',
    'home/reform/roof-construction/hokkaido',
    'home/cleaning/house-cleaning/tokyo',
  ])('%s: 10 on the first page', async (path) => {
    expect(proListRequest(await pageAt(path), {}, 'ja').firstPageSize).toBe(PRO_PAGE_SIZE);
  });

  it('roof construction in a Tokyo city keeps the prefecture rule', async () => {
    const page = await pageAt('home/reform/roof-construction/tokyo/shibuya-ku');
    expect(proListRequest(page, {}, 'ja').firstPageSize).toBe(ROOF_FIRST_PAGE_SIZE);
  });
});

describe('pricingMenuItemKey: sent when the visitor picked a popular pricing item', () => {
  it.each(Object.keys(pagesByKind) as (keyof typeof pagesByKind)[])(
    '%s: ?pricingItem= is the list call’s pricingMenuItemKey',
    async (kind) => {
      const page = await pageAt(pagesByKind[kind]);
      const groups = groupsOf(page.place.prefecture?.key ?? '');
      const picked = proListRequest(page, { pricingItem: 'pro-0001-house-cleaning-basic' }, 'ja', groups);
      const plain = proListRequest(page, {}, 'ja', groups);
      expect(picked.path).toBe(plain.path);
      expect(picked.query).toEqual({ ...plain.query, pricingMenuItemKey: 'pro-0001-house-cleaning-basic' });
      expect(plain.query).not.toHaveProperty('pricingMenuItemKey');
    },
  );

  it('the URL keeps a well-formed key only, and a picked item counts as a filter', () => {
    expect(parseListingSearch({ pricingItem: 'pro-0001-house-cleaning-basic' })).toEqual({
      pricingItem: 'pro-0001-house-cleaning-basic',
    });
    expect(parseListingSearch({ pricingItem: 'a b<script>' })).toEqual({});
    expect(parseListingSearch({ pricingItem: '' })).toEqual({});
    expect(hasListFilters({ pricingItem: 'x' })).toBe(true);
    expect(hasListFilters({ page: 2, caseStudyPage: 3 })).toBe(false);
  });
});

describe('paging', () => {
  it.each([
    [10, 1, { size: 10, skip: 0 }],
    [10, 2, { size: 10, skip: 10 }],
    [10, 4, { size: 10, skip: 30 }],
    [20, 1, { size: 20, skip: 0 }],
    [20, 2, { size: 10, skip: 20 }],
    [20, 3, { size: 10, skip: 30 }],
  ])('first page %s, page %s → %o', (firstPageSize, pageNumber, expected) => {
    expect(proListPaging({ firstPageSize }, pageNumber)).toEqual(expected);
  });

  it('place keys narrow content calls', async () => {
    expect(placeKeys(await pageAt(pagesByKind.jobType))).toEqual({});
    expect(placeKeys(await pageAt(pagesByKind.group))).toEqual({ prefectureKey: 'kanagawa' });
    expect(placeKeys(await pageAt(pagesByKind.groupCity))).toEqual({
      prefectureKey: 'kanagawa',
      cityKey: 'yokohama-shi-aoba-ku',
    });
  });
});

describe('filters', () => {
  it('toggles a criterion in and out of the list', () => {
    expect(toggleCriterion(undefined, 'frequency', 'weekly')).toBe('frequency.weekly');
    expect(toggleCriterion('frequency.weekly', 'rooms', 'two')).toBe('frequency.weekly,rooms.two');
    expect(toggleCriterion('frequency.weekly,rooms.two', 'frequency', 'weekly')).toBe('rooms.two');
    expect(toggleCriterion('rooms.two', 'rooms', 'two')).toBeUndefined();
  });

  it('offers the options of the fields flagged as matching criteria, in the page language', () => {
    const roof = dataset.jobTypes.find((jobType) => jobType.id === 'roof-construction')!;
    const [field, ...others] = matchingCriteriaOptions(roof, 'en');
    expect(others).toEqual([]);
    expect(field?.key).toBe('workType');
    expect(field?.options.map((option) => option.value)).toEqual([
      'repair',
      'cover',
      'replace',
      'paint',
      'gutter',
    ]);
    expect(field?.options[3]?.title).toBe('Roof painting');
    const unflagged = { fields: roof.fields.map((item) => ({ ...item, isMatchingCriteria: false })) };
    expect(matchingCriteriaOptions(unflagged, 'ja')).toEqual([]);
  });
});

describe('SEO', () => {
  it.each([
    [{ ratingValue: 4.5, reviewCount: 3 }, true],
    [{ ratingValue: 1, reviewCount: 1 }, true],
    [{ ratingValue: 0.9, reviewCount: 10 }, false],
    [{ ratingValue: 5, reviewCount: 0 }, false],
    [{ ratingValue: 0, reviewCount: 0 }, false],
    [undefined, false],
  ])('review structured data for %o: %s', (statistics, expected) => {
    expect(hasReviewStructuredData(statistics)).toBe(expected);
    expect(reviewStructuredData('x', 'https://a.example/x', statistics) !== null).toBe(expected);
  });

  it('gives the aggregate with the rating rounded to one decimal', () => {
    expect(
      reviewStructuredData('屋根工事', 'https://a.example/r', { ratingValue: 4.66, reviewCount: 12 }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: '屋根工事',
      url: 'https://a.example/r',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.7,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('canonical: language prefix, ?page= from page 2 only', () => {
    expect(canonicalPath('home/cleaning/house-cleaning', 'ja')).toBe('/home/cleaning/house-cleaning');
    expect(canonicalPath('home/cleaning/house-cleaning', 'ja', 1)).toBe('/home/cleaning/house-cleaning');
    expect(canonicalPath('home/cleaning/house-cleaning', 'en', 3)).toBe(
      '/en/home/cleaning/house-cleaning?page=3',
    );
    expect(alternateLinks('https://a.example', 'home/x', 2)).toEqual([
      { hrefLang: 'ja', href: 'https://a.example/home/x?page=2' },
      { hrefLang: 'en', href: 'https://a.example/en/home/x?page=2' },
      { hrefLang: 'x-default', href: 'https://a.example/home/x?page=2' },
    ]);
  });

  it('canonical and alternates name the case-study page from page 2, as the title’s page suffix does', () => {
    expect(canonicalPath('home/x', 'ja', undefined, 2)).toBe('/home/x?caseStudyPage=2');
    expect(canonicalPath('home/x', 'en', 3, 2)).toBe('/en/home/x?page=3&caseStudyPage=2');
    expect(canonicalPath('home/x', 'ja', 1, 1)).toBe('/home/x');
    expect(alternateLinks('https://a.example', 'home/x', undefined, 4)).toEqual([
      { hrefLang: 'ja', href: 'https://a.example/home/x?caseStudyPage=4' },
      { hrefLang: 'en', href: 'https://a.example/en/home/x?caseStudyPage=4' },
      { hrefLang: 'x-default', href: 'https://a.example/home/x?caseStudyPage=4' },
    ]);
  });

  it('JSON-LD text cannot close its script tag', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(jsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
