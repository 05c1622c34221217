import { QueryErrorResetBoundary, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
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

interface CatchProps {
  /** What shows instead of the children once they threw: given the error and what renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError: (error: unknown) => void;
  /** Before the children render again (the part's queries reset). */
  onReset: () => void;
  children: ReactNode;
}

/**
 * An error boundary: what react-error-boundary's did for AsyncBoundary (its fallback render, its
 * reset, its error callback), in a few lines of the first page's JavaScript instead of its 1.3 kB.
 */
class Catch extends Component<CatchProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  reset = () => {
    if (!this.state.failed) return;
    this.props.onReset();
    this.setState({ failed: false, error: undefined });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
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
        <Catch
          onReset={reset}
          onError={(error) => reportPageFailure(error, area)}
          fallback={(error, retry) =>
            fallback &&
            fallback(() => {
              keepFocusThroughRetry(pressedControl());
              dropAnswersBehind(error, queryClient);
              retry();
            })
          }
        >
          {placeholder === undefined ? (
            children
          ) : (
            <AfterFirstPaint fallback={placeholder}>{children}</AfterFirstPaint>
          )}
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}
