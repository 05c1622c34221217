// The empty scenario (`Prefer: example=empty`). The content lists a page shows beside what its URL
// names (related job types, blog posts, a pro's case studies, reviews, pricing and questions) each
// get an `empty` example, so the scenario previews every section with nothing in it.
import type { ExampleTable } from '../types';

const EMPTY_CONTENT: ExampleTable[string] = {
  listRelatedJobTypes: [],
  listRelatedRequestableJobTypes: [],
  listRequestableJobTypesByCategory: [],
  listServiceOfTheMonth: [],
  listProBlogPostsByJobType: [],
  listInternalBlogPostsByJobType: [],
  listProBlogPostsByPro: [],
  listReviewsByUser: { list: [], total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  listCaseStudiesByPro: { caseStudies: [], totalCaseStudies: 0, totalFilteredOutCaseStudies: 0 },
  getUserPricingMenu: { items: [] },
  getUserQuestions: { success: true, data: [] },
  getJobTypeProCount: { count: 0 },
  countPros: { count: 0 },
};

/** The examples with an `empty` one added where the list above has it and the table has none. */
export function withEmptyContent(examples: ExampleTable): ExampleTable {
  const result = { ...examples };
  for (const [operationId, empty] of Object.entries(EMPTY_CONTENT)) {
    const table = result[operationId];
    if (table && !('empty' in table)) result[operationId] = { ...table, empty };
  }
  return result;
}
