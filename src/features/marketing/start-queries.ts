// The queries the start page reads, from one function: its route's loader prefetches exactly these
// and the page reads exactly these. Apart from the page's components, so the loader (in the first
// page's JavaScript of every route) does not pull the start page in.
import {
  categoryTreeQueryOptions,
  popularJobTypesQueryOptions,
  type ApiClient,
  type Language,
} from '../../api';

/** How many popular job types the start page lists. */
const START_POPULAR_LIMIT = 8;

export const startPageQueries = (api: ApiClient, language: Language) => ({
  trees: categoryTreeQueryOptions(api, language),
  popular: popularJobTypesQueryOptions(api, { limit: START_POPULAR_LIMIT }, language),
});
