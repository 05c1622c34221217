// The reference lists the pages read (categories, job types, popular and monthly job types,
// prefectures, the latest articles) fail as the caller's error when the API fails — an ApiError
// naming the operation and its status, which the page's or section's boundary shows with a retry —
// and never as an empty list that would read as "none" (the §8 fallback to empty is only for the
// calls the spec lists: flags, aliases, pricing menu, questions, reviews, popular requests,
// internal articles). Each failure is driven through the app's own query factories against the mock.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  categoryTreeQueryOptions,
  jobTypeSummariesQueryOptions,
  latestBlogPostsQueryOptions,
  popularJobTypesQueryOptions,
  prefecturesQueryOptions,
  serviceOfTheMonthQueryOptions,
  type ApiClient,
} from '../../src/api';
import { failing, fresh } from './harness';

type Client = ReturnType<typeof fresh>;

const cases: {
  operationId: string;
  path: string;
  load: (client: Client, api: ApiClient) => Promise<unknown>;
}[] = [
  {
    operationId: 'listAllSubcategories',
    path: '/job-categories/get-all-subcategories',
    load: (client, api) => client.fetchQuery(categoryTreeQueryOptions(api, 'ja')),
  },
  {
    operationId: 'listJobTypes',
    path: '/job-types',
    load: (client, api) => client.fetchQuery(jobTypeSummariesQueryOptions(api, 'clientRequest', 'ja')),
  },
  {
    operationId: 'listPopularJobTypes',
    path: '/job-types/popular',
    load: (client, api) => client.fetchQuery(popularJobTypesQueryOptions(api, { limit: 6 }, 'en')),
  },
  {
    operationId: 'listServiceOfTheMonth',
    path: '/job-types/service-of-the-month',
    load: (client, api) => client.fetchQuery(serviceOfTheMonthQueryOptions(api, 'ja')),
  },
  {
    operationId: 'listPrefectures',
    path: '/location-prefectures',
    load: (client, api) => client.fetchQuery(prefecturesQueryOptions(api, 'ja')),
  },
  {
    operationId: 'listBlogPosts',
    path: '/blog-posts',
    load: (client, api) => client.fetchQuery(latestBlogPostsQueryOptions(api, 'en')),
  },
];

describe('a failing reference list is the caller’s error, never an empty list', () => {
  for (const { operationId, path, load } of cases) {
    it(`${operationId}: HTTP 500 rejects with the operation and status`, async () => {
      const client = fresh();
      const failure = await load(client, failing(operationId)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ operation: `GET ${path}`, status: 500 });
      // Nothing cached as an answer: the retry asks again.
      expect(
        client
          .getQueryCache()
          .getAll()
          .every((query) => query.state.data === undefined),
      ).toBe(true);
    });
  }
});
