// @vitest-environment jsdom
// A visitor on a page only signed-in users see is sent to sign in once React has taken over the
// server's pending view (src/features/auth/pending-view.ts): leaving earlier removed the route of a
// part React had still to hydrate (React error #520 in the end-to-end run). With the real pending
// view: its server markup holds the way until the component has mounted.
import { cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../../../src/lib/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionPending } from '../../../../src/features/auth/components/SessionState';
import { pendingViewSettled, resetPendingView } from '../../../../src/features/auth/pending-view';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { renderWithTexts } from '../../../helpers/render-ui';

/** Whether `promise` has settled by the time the queued work has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** The server's document for a guarded page: the pending view's markup, not yet React's. */
function serverDocument() {
  const view = renderToString(
    <I18nextProvider i18n={createI18n('ja', resources)}>
      <SessionPending />
    </I18nextProvider>,
  );
  document.body.innerHTML = `<main>${view}</main>`;
}

beforeEach(() => {
  resetPendingView();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the pending view of the server’s document', () => {
  it('holds the way to sign in until the view is mounted', async () => {
    serverDocument();
    const waiting = pendingViewSettled();
    expect(await settled(waiting)).toBe(false);
    renderWithTexts(<SessionPending />);
    expect(await settled(waiting)).toBe(true);
    // Later waits (another guarded page opened in the app) do not wait again.
    expect(await settled(pendingViewSettled())).toBe(true);
  });

  it('holds it no longer than a few seconds should the view never mount', async () => {
    serverDocument();
    const waiting = pendingViewSettled();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not hold a page with no pending view from the server (opened in the app)', async () => {
    document.body.innerHTML = '<main><h1>Start</h1></main>';
    expect(await settled(pendingViewSettled())).toBe(true);
  });
});
