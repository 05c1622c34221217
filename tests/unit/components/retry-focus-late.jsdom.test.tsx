// @vitest-environment jsdom
// The following of a retry's part (retry-focus.ts) is in its own chunk, loaded when a failure shows.
// A retry pressed before it has come keeps the focus all the same: the press is read at once (the
// button and where it stood), and once the chunk is there the focus goes to what took the part's
// place meanwhile (its loading status), then on to what loaded.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryAlert } from '../../../src/components/QueryFallback';
import type * as RetryFocus from '../../../src/components/retry-focus';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { I18nextProvider } from '../../../src/lib/i18n/react';

// The chunk arrives when the test says so: until then, a following started is one that waits for it.
// (The module itself resolves, made before the test starts: Vitest hands an import of a module
// whose mock is still being made the real one.)
const chunk = vi.hoisted(() => {
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  return { arrived, deliver: () => deliver(), loaded: false };
});
vi.mock('../../../src/components/retry-focus', async (importOriginal) => {
  const original = await importOriginal<typeof RetryFocus>();
  return {
    ...original,
    followRetry: (...args: Parameters<typeof RetryFocus.followRetry>) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void chunk.arrived.then(() => {
        chunk.loaded = true;
        if (!stopped) stop = original.followRetry(...args);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
});

afterEach(cleanup);

let finish: () => void = () => undefined;
function Part() {
  const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
  finish = () => setState('loaded');
  return (
    <section>
      <h2>Reviews</h2>
      {state === 'failed' && <RetryAlert message="Could not load" onRetry={() => setState('loading')} />}
      {state === 'loading' && <p role="status">Loading</p>}
      {state === 'loaded' && <ul aria-label="reviews">{<li>Good</li>}</ul>}
      <p>After</p>
    </section>
  );
}

describe('a retry pressed before the following has loaded', () => {
  it('keeps the focus in the part: on its status once the chunk is there, then on what loaded', async () => {
    await import('../../../src/components/retry-focus');
    render(
      <I18nextProvider i18n={createI18n('en', resources)}>
        <Part />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The part is loading again; the following has not come: the focus dropped with the button.
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(chunk.loaded).toBe(false);
    expect(document.activeElement).toBe(document.body);

    chunk.deliver();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    act(() => finish());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('list', { name: 'reviews' })),
    );
  });
});
