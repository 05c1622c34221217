// The category trees (split from ./catalog.ts; the operations are in openapi/paths/catalog.yaml, tag
// categories): every category with its subcategories (GET /job-categories/get-all-subcategories),
// one category (GET /job-categories/{id}), the tree under one parent
// (GET /job-categories/{id}/get-all-subcategories-by-parent), and the trees pro sign-up offers
// (GET /pro-job-categories-for-signup/tree).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import { catalogKeys } from './catalog';
import type { ApiClient } from './client';
import { lang } from './http';
import { cacheTimes } from './query';

const root = catalogKeys.all;

export const catalogTreeKeys = {
  categoryTree: (language: Language) => [...root, 'categoryTree', language] as const,
  proSignupTree: (language: Language) => [...root, 'proSignupTree', language] as const,
  category: (id: string, language: Language) => [...root, 'category', id, language] as const,
  subcategories: (id: string, language: Language) => [...root, 'subcategories', id, language] as const,
};

export const categoryTreeQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogTreeKeys.categoryTree(language),
    queryFn: async () =>
      (await api.GET('/job-categories/get-all-subcategories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** The category trees pro sign-up offers at its first step (`path=initial`). A failure is the page's error. */
export const proSignupTreeQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogTreeKeys.proSignupTree(language),
    queryFn: async () => {
      const { data } = await api.GET('/pro-job-categories-for-signup/tree', {
        params: { query: { path: 'initial' } },
        headers: lang(language),
      });
      if (!data) throw new Error('getProSignupCategoryTree answered without the trees');
      return data;
    },
    staleTime: cacheTimes.reference,
  });

/** One job category (its title and description); the cache answers a category already loaded (§5). */
export const jobCategoryQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogTreeKeys.category(id, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-categories/{id}', {
        params: { path: { id } },
        headers: lang(language),
      });
      if (!data) throw new Error('getJobCategory answered without the category');
      return data;
    },
    staleTime: cacheTimes.reference,
  });

/** The category tree under one parent, with the job types filed in each subcategory. */
export const subcategoriesByParentQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogTreeKeys.subcategories(id, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-categories/{id}/get-all-subcategories-by-parent', {
        params: { path: { id } },
        headers: lang(language),
      });
      if (!data) throw new Error('getSubcategoriesByParent answered without the tree');
      return data;
    },
    staleTime: cacheTimes.reference,
  });
