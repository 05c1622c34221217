import { Link } from '../../../components/Link';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { sameListSearch, type ListingSearch } from '../search';

/**
 * A list's page past its end (the route sends such addresses to the last page, but the list may have
 * shrunk since): it says this page is empty — not "none yet", which the count and the other pages
 * would contradict — with a link to the list's first page (`firstPage`: the change that names it).
 */
export function PastTheEnd({
  splat,
  message,
  linkLabel,
  firstPage,
  testId,
}: {
  splat: string;
  message: string;
  linkLabel: string;
  firstPage: Partial<ListingSearch>;
  testId?: string;
}) {
  return (
    <EmptyState
      data-testid={testId}
      action={
        <Link
          to="/$"
          params={{ _splat: splat }}
          search={(previous) => sameListSearch(previous, firstPage)}
          className={buttonClass('secondary')}
        >
          {linkLabel}
        </Link>
      }
    >
      {message}
    </EmptyState>
  );
}
