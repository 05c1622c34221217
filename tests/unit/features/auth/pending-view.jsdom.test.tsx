// @vitest-environment jsdom
// A visitor on a page only signed-in users see is sent to sign in once React has taken over the
// server's pending view (src/features/auth/pending-view.ts): leaving earlier removed the route of a
// part React had still to hydrate (React error #520 in the end-to-end run).
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pendingViewSettled,
  resetPendingView,
  usePendingViewMounted,
} from '../../../../src/features/auth/pending-view';

function PendingView() {
  usePendingViewMounted();
  return <section data-session-pending="">…</section>;
}

/** Whether `promise` has settled by the time the queued work has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => resetPendingView());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the pending view of the server’s document', () => {
  it('holds the way to sign in until the view is mounted', async () => {
    // The server's markup, not yet React's.
    document.body.innerHTML = '<main><section data-session-pending="">…</section></main>';
    const waiting = pendingViewSettled();
    expect(await settled(waiting)).toBe(false);
    render(<PendingView />);
    expect(await settled(waiting)).toBe(true);
    // Later waits (another guarded page opened in the app) do not wait again.
    expect(await settled(pendingViewSettled())).toBe(true);
  });

  it('does not hold a page with no pending view from the server (opened in the app)', async () => {
    document.body.innerHTML = '<main><h1>Start</h1></main>';
    expect(await settled(pendingViewSettled())).toBe(true);
  });
});
