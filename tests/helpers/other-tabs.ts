// The app's sessions listen to the window's `storage` events (another tab's sign-in or sign-out).
// In a test file whose tests each start a session on the same window, those of earlier tests would
// go on hearing the events a later test sends: each test's listeners stop after it, as its page's
// would when closed.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let listeners: EventListenerOrEventListenerObject[] = [];
let spy: MockInstance<typeof window.addEventListener> | undefined;

/** Before each test: note the `storage` listeners it adds to the window. */
export function trackStorageListeners(): void {
  const add = window.addEventListener.bind(window);
  spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'storage' && listener) listeners.push(listener);
    add(type, listener, options);
  });
}

/** After each test: remove the `storage` listeners it added. */
export function removeStorageListeners(): void {
  spy?.mockRestore();
  spy = undefined;
  for (const listener of listeners) window.removeEventListener('storage', listener);
  listeners = [];
}

/**
 * For a test file whose tests are each a tab of their own: each starts with empty local and session
 * storage (nothing stored by an earlier one) and its `storage` listeners stop after it. Call at the
 * file's top level.
 */
export function aTabPerTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    trackStorageListeners();
  });
  afterEach(removeStorageListeners);
}
