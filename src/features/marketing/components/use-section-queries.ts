// How a section below a marketing page's pro list finds its queries: from the page's input, through
// the one function the route's loader prefetched them with (section-queries.ts). Each section's code
// loads after the first paint and brings this along, with the queries' API modules.
import { useMemo } from 'react';
import { useApi } from '../../../api';
import type { PageQueryInput } from '../page-queries';
import { sectionQueries, type SectionQueries } from '../section-queries';

export function useSectionQueries(input: PageQueryInput): SectionQueries {
  const api = useApi();
  return useMemo(() => sectionQueries(api, input), [api, input]);
}
