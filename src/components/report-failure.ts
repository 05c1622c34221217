// What changed what the user sees is reported once: a route's error renders again on every
// re-render of its boundary, and a part's boundary catches its error once per failure.
import { failureTags } from '../api';
import { reportError } from '../lib/monitoring';

const reported = new WeakSet<object>();

/** Reports a failure that changed what the user sees, once, with its operation and status. */
export function reportPageFailure(error: unknown, area: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError(error, { tags: { area, ...failureTags(error) } });
}
