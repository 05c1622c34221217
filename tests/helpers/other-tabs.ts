// The app's sessions listen to the window's `storage` events (another tab's sign-in or sign-out).
// In a test file whose tests each start a session on the same window, those of earlier tests would
// go on hearing the events a later test sends: each test's listeners stop after it, as its page's
// would when closed.
import { vi } from 'vitest';

let listeners: EventListenerOrEventListenerObject[] = [];

/** Before each test: note the `storage` listeners it adds to the window. */
export function trackStorageListeners(): void {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'storage' && listener) listeners.push(listener);
    add(type, listener, options);
  });
}

/** After each test: remove the `storage` listeners it added. */
export function removeStorageListeners(): void {
  for (const listener of listeners) window.removeEventListener('storage', listener);
  listeners = [];
}
