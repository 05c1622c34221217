// Popular pricing items of a job type in a place (openapi/paths/pricing.yaml). A pro's own pricing
// menu is a users call (users.ts).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, type JobTypePlace } from './http';

const root = ['pricing'] as const;

export const pricingKeys = {
  all: root,
  popularItems: (params: JobTypePlace, language: Language) =>
    [...root, 'popularItems', params, language] as const,
};

/** The `popularItems` of the answer. A failure is the section's error ("could not be loaded", with a retry), never an empty answer that would read as "none". */
export const popularPricingItemsQueryOptions = (api: ApiClient, params: JobTypePlace, language: Language) =>
  queryOptions({
    queryKey: pricingKeys.popularItems(params, language),
    queryFn: () =>
      api
        .GET('/pricing-menu/popular-items', {
          params: { query: { ...params, language } },
          headers: lang(language),
        })
        .then(({ data }) => data?.popularItems ?? []),
  });
