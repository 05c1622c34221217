import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { AsyncBoundary } from '../../../components/AsyncBoundary';
import { Skeleton } from '../../../components/content/Skeleton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RetryAlert } from '../../../components/QueryFallback';
import styles from './Section.module.css';

/** A part that failed: the app's alert and retry button, as every other part of the site shows them. */
function SectionError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <div className={`state--section ${styles.error}`}>
      <RetryAlert message={t('states.sectionError')} onRetry={retry} />
    </div>
  );
}

/** A section with nothing to show says so, rather than leaving a bare heading. */
export function EmptySection() {
  const { t } = useTranslation();
  return <EmptyState>{t('status.empty')}</EmptyState>;
}

/**
 * A part of a marketing page that loads on its own: a skeleton of `skeletonHeight` while it
 * loads (the space is reserved, nothing below moves), and on failure an error with a retry that
 * fetches again, while the rest of the page stays usable.
 */
/** The first set of a long section (and of each "show more"): a phone screen or two of cards. */
export const FIRST_SET = 4;

export function Section({
  title,
  skeletonHeight,
  skeletonCount = 1,
  className,
  testId,
  children,
}: {
  title: string;
  skeletonHeight: string;
  skeletonCount?: number;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  const id = useId();
  return (
    <section aria-labelledby={id} className={`marketing-section ${className ?? ''}`} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <LoadBoundary
        skeleton={<Skeleton height={skeletonHeight} count={skeletonCount} label={t('states.loading')} />}
      >
        {children}
      </LoadBoundary>
    </section>
  );
}

/**
 * The suspense and error handling of {@link Section}, for parts without their own heading. The
 * part renders after the page's first paint (its skeleton holds the place until then).
 */
export function LoadBoundary({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  return (
    <AsyncBoundary
      area="marketing-section"
      fallback={(retry) => <SectionError retry={retry} />}
      placeholder={skeleton}
    >
      {children}
    </AsyncBoundary>
  );
}
