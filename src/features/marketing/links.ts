// The queries behind a page kind's internal link blocks: places with pros of the
// job type (prefectures, cities, groups), related and requestable job types, popular job types of
// the same prefecture or city, and the category's job types. One function, so the calls each page
// kind makes are checked by the contract tests.
import {
  type ApiClient,
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  cityLinksQueryOptions,
  jobCategoriesQueryOptions,
  type Language,
  popularJobTypesQueryOptions,
  prefectureLinksQueryOptions,
  relatedJobTypesQueryOptions,
  requestableByCategoryQueryOptions,
} from '../../api';
import { SHORT_LIST_SIZE } from './listing';
import type { Resolution } from './resolve';

type Page = Extract<Resolution, { type: 'page' }>;

export function linkQueries(api: ApiClient, page: Page, language: Language) {
  const { jobType, place } = page;
  const prefectureKey = place.prefecture?.key;
  const cityKey = place.city?.key;
  const jobTypeId = jobType.id;
  return {
    prefectures: prefectureLinksQueryOptions(api, jobTypeId, prefectureKey, language),
    related: relatedJobTypesQueryOptions(api, jobTypeId, prefectureKey, false, language),
    category: requestableByCategoryQueryOptions(api, jobType.category, language),
    categories: jobCategoriesQueryOptions(api, language),
    below: prefectureKey
      ? {
          prefectureKey,
          cities: cityLinksQueryOptions(api, jobTypeId, prefectureKey, cityKey, language),
          cityGroups: cityGroupsQueryOptions(api, prefectureKey, language),
          groupingFlag: cityGroupingFlagQueryOptions(api),
          requestable: relatedJobTypesQueryOptions(api, jobTypeId, prefectureKey, true, language),
          // One more than shown: the page's own job type is usually among them.
          samePlace: popularJobTypesQueryOptions(
            api,
            cityKey ? { cityKey, limit: SHORT_LIST_SIZE + 1 } : { prefectureKey, limit: SHORT_LIST_SIZE + 1 },
            language,
          ),
        }
      : undefined,
  };
}

export type LinkQueries = ReturnType<typeof linkQueries>;
