import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportPageFailure } from './report-failure';
import { AfterFirstPaint } from './AfterFirstPaint';

/**
 * The boundary of a part of a page that loads on its own, so that its failure stays its own: the
 * error is reported once (tagged with `area`, and the call's operation and status) and `fallback` shows instead, with a retry that refetches
 * the part's failed queries and renders it again. With `placeholder`, the part renders after the
 * page's first paint and shows the placeholder (a skeleton that holds its space) until its data
 * has loaded (see AfterFirstPaint).
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
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => reportPageFailure(error, area)}
          fallbackRender={({ resetErrorBoundary }) => fallback && fallback(() => resetErrorBoundary())}
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
