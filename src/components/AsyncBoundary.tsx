import { QueryErrorResetBoundary, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isCallFailure } from '../api';
import { pressedControl } from '../hooks/use-focus-when-gone';
import { reportPageFailure } from './report-failure';
import { AfterFirstPaint } from './AfterFirstPaint';
import { keepFocusThroughRetry } from './QueryFallback';

/**
 * Before a retry of what broke on `error`: a failed call stays its query's error, which the retry
 * asks again. Anything else broke while rendering an answer the cache holds as a success (one that
 * breaks the contract, which production only reports): asked for again as it is, the part would get
 * the same answer from the cache and break again, asking nothing. Those answers are dropped: the
 * broken part's queries lost their observers with it, so the settled answers no mounted component
 * shows; what the page shows stays, and a dropped answer is only asked for again where it is needed.
 */
export function dropAnswersBehind(error: unknown, queryClient: QueryClient): void {
  if (isCallFailure(error)) return;
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.state.status === 'success' && query.state.fetchStatus === 'idle',
  });
}

/**
 * The boundary of a part of a page that loads on its own, so that its failure stays its own: the
 * error is reported once (tagged with `area`, and the call's operation and status) and `fallback`
 * shows instead, with a retry that refetches the part's failed queries (or drops the answers it
 * broke on, see dropAnswersBehind) and renders it again, keeping the keyboard focus in the part (see
 * keepFocusThroughRetry). With `placeholder`, the part renders after the page's first paint and
 * shows the placeholder (a skeleton that holds its space) until its data has loaded (see
 * AfterFirstPaint).
 */
export function AsyncBoundary({
  area,
  fallback,
  placeholder,
  children,
}: {
  /** Which part failed, on the error report. */
  area: string;
  /** What shows when the part fails; null hides it (an optional part of the frame, e.g. the account area). */
  fallback: ((retry: () => void) => ReactNode) | null;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => reportPageFailure(error, area)}
          fallbackRender={({ error, resetErrorBoundary }) =>
            fallback &&
            fallback(() => {
              keepFocusThroughRetry(pressedControl());
              dropAnswersBehind(error, queryClient);
              resetErrorBoundary();
            })
          }
        >
          {placeholder === undefined ? (
            children
          ) : (
            <AfterFirstPaint fallback={placeholder}>{children}</AfterFirstPaint>
          )}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
