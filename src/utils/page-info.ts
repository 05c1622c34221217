import type { PageType } from '../api';

/** What every page sends with its page-view event. */
export interface PageInfo {
  pageType: PageType;
  jobTypeId: string | null;
  proUserId: string | null;
}

export const pageInfo = (
  pageType: PageType,
  ids: { jobTypeId?: string | null; proUserId?: string | null } = {},
): PageInfo => ({
  pageType,
  jobTypeId: ids.jobTypeId ?? null,
  proUserId: ids.proUserId ?? null,
});

/** The page info of the deepest route whose loader returned one. */
export function deepestPageInfo(matches: readonly { loaderData?: unknown }[]): PageInfo | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { page?: PageInfo } | undefined;
    if (data?.page) return data.page;
  }
  return undefined;
}
