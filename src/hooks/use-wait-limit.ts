// A part of a page that waits on a call the server never answers would say "loading" for good (a
// query has no time limit of its own). After `limitMs` without a first answer (10 s, as long as
// the app waits for the signed-in user at start-up) the part is `overdue`: it says it could not
// load and offers `retry`, which gives up on the hung call and asks again, with a new limit.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const WAIT_LIMIT_MS = 10_000;

interface WaitedQuery {
  data: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

export function useWaitLimit(query: WaitedQuery, queryKey: QueryKey, limitMs = WAIT_LIMIT_MS) {
  const queryClient = useQueryClient();
  // Asking (or held offline) with nothing to show yet.
  const waiting = query.data === undefined && query.fetchStatus !== 'idle';
  // Each retry starts a new wait; `expired` is the wait that ran out.
  const [wait, setWait] = useState(0);
  const [expired, setExpired] = useState<number | undefined>();
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(wait), limitMs);
    return () => clearTimeout(timer);
  }, [waiting, wait, limitMs]);
  const retry = async () => {
    setWait((current) => current + 1);
    // A refetch joins a first call still under way: the hung one is dropped first.
    await queryClient.cancelQueries({ queryKey, exact: true });
    await query.refetch();
  };
  return { overdue: waiting && expired === wait, retry };
}
