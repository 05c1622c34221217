// The app's TanStack Query client and the cache times the product asks for.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

export const cacheTimes = {
  /** Feature flags: 60 s. */
  featureFlag: 60_000,
  /** Locations and job-type aliases: 5 min. */
  reference: 5 * 60_000,
  /** A loaded translation is never refetched. */
  forever: Number.POSITIVE_INFINITY,
  /** Everything else. */
  default: 30_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: cacheTimes.default,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
