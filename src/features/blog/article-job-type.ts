// The job type an internal article is about names one link only: on to the job type's pros. The
// article never waits on it for long, and never fails for it: spec §8 swallows a failed job-type
// fetch (the article shows without the link; the failure is reported, as every swallowed failure
// of a call is).
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { failureTags, jobTypeQueryOptions, useApi, type JobType, type Language } from '../../api';
import type { BlogDeps } from './load';

/**
 * How long an article's loader waits for its job type once the article has arrived. A reader who
 * comes from the job type's page has it cached (no wait); a healthy API answers well within it, so
 * the server's page has the link for crawlers. A slower answer adds its link when it comes.
 */
export const JOB_TYPE_WAIT_MS = 500;

/** The link's data made from the job type; none for an answer it cannot be made from. */
export type JobTypeSelect<T> = (jobType: JobType) => T | null;

// An answer of the wrong shape (reported by the client as a contract violation) gives no link
// rather than the page's error: the link is all the job type is for.
function selectSafely<T>(select: JobTypeSelect<T>, jobType: JobType | null): T | null {
  if (!jobType) return null;
  try {
    return select(jobType);
  } catch {
    return null;
  }
}

/**
 * For the article's loader: the job type's link data; null when there is none (the article names
 * no job type, the API says it does not exist, or the lookup failed); undefined when it has not
 * answered within `waitMs`, and the page shows without waiting longer (see useArticleJobType).
 */
export async function loadArticleJobType<T>(
  jobTypeId: string | undefined,
  deps: Pick<BlogDeps, 'queryClient' | 'api' | 'language'>,
  select: JobTypeSelect<T>,
  waitMs = JOB_TYPE_WAIT_MS,
): Promise<T | null | undefined> {
  if (!jobTypeId) return null;
  const lookup = deps.queryClient
    .ensureQueryData(jobTypeQueryOptions(deps.api, jobTypeId, deps.language))
    .then(
      (jobType) => selectSafely(select, jobType),
      (error: unknown) => {
        // Reported once, when the lookup has failed for good (after the query's retries), even
        // if the page has long shown without it.
        deps.api.reportSwallowed(error, { tags: { ...failureTags(error), operation: 'getJobType' } });
        return null;
      },
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}

const noSubscription = () => () => undefined;

/**
 * For the article: the loader's answer, or, when the loader stopped waiting (`loaded` undefined),
 * the lookup's answer once it comes. Only after hydration: the server's page had no link then,
 * and the browser's first render must be the server's.
 */
export function useArticleJobType<T>(
  jobTypeId: string | undefined,
  loaded: T | null | undefined,
  language: Language,
  select: JobTypeSelect<T>,
): T | null | undefined {
  const api = useApi();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const late = loaded === undefined && jobTypeId !== undefined && hydrated;
  const { data } = useQuery({
    ...jobTypeQueryOptions(api, jobTypeId ?? '', language),
    enabled: late,
    select: (jobType) => selectSafely(select, jobType),
  });
  return late ? data : loaded;
}
