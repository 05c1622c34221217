// @vitest-environment jsdom
// AfterFirstPaint: during the document's first load the urgent render commits the fallback and the
// children follow in a deferred render; each part with its own Suspense inside appears on its own;
// once a part has shown, later mounts (client-side navigations) render at once.
import { lazy, Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Module from '../../../src/components/AfterFirstPaint';

let AfterFirstPaint: typeof Module.AfterFirstPaint;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  // A fresh module is a fresh document: nothing has shown yet.
  vi.resetModules();
  ({ AfterFirstPaint } = await import('../../../src/components/AfterFirstPaint'));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  cleanups.push(() => root.unmount());
  return { container, render: (node: ReactNode) => flushSync(() => root.render(node)) };
}

const never = new Promise<never>(() => undefined);
function NeverLoads(): ReactNode {
  throw never;
}

describe('AfterFirstPaint', () => {
  it('commits the fallback first, then the children without another update', async () => {
    const { container, render } = mount();
    render(
      <AfterFirstPaint fallback={<p>skeleton</p>}>
        <p>content</p>
      </AfterFirstPaint>,
    );
    expect(container.textContent).toBe('skeleton');
    await vi.waitFor(() => expect(container.textContent).toBe('content'));
  });

  it('shows each part when it is ready: a part still loading does not hold the others back', async () => {
    const { container, render } = mount();
    render(
      <>
        <AfterFirstPaint fallback={<p>a-skeleton</p>}>
          <Suspense fallback={<p>a-loading</p>}>
            <NeverLoads />
          </Suspense>
        </AfterFirstPaint>
        <AfterFirstPaint fallback={<p>b-skeleton</p>}>
          <Suspense fallback={<p>b-loading</p>}>
            <p>b</p>
          </Suspense>
        </AfterFirstPaint>
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('a-loadingb'));
  });

  it('renders at once when mounted after a part has shown (a client-side navigation)', async () => {
    const first = mount();
    first.render(
      <AfterFirstPaint fallback={<p>skeleton</p>}>
        <p>first page</p>
      </AfterFirstPaint>,
    );
    await vi.waitFor(() => expect(first.container.textContent).toBe('first page'));
    const next = mount();
    next.render(
      <AfterFirstPaint fallback={<p>skeleton</p>}>
        <p>next page</p>
      </AfterFirstPaint>,
    );
    expect(next.container.textContent).toBe('next page');
  });

  it('keeps the server’s HTML of a part whose code is still loading when hydration ends', async () => {
    // Right after hydration React renders AfterFirstPaint once more (its snapshot turns from the
    // server's to the browser's). That render must not reach the part still waiting for its code:
    // an update there before it has hydrated throws the server's HTML away for the fallback.
    const container = document.createElement('div');
    document.body.append(container);
    cleanups.push(() => container.remove());
    const page = (content: ReactNode) => (
      <AfterFirstPaint fallback={<p>skeleton</p>}>{content}</AfterFirstPaint>
    );
    container.innerHTML = renderToString(page(<p>server content</p>));
    expect(container.textContent).toBe('server content');

    let load: (module: { default: () => ReactNode }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (load = resolve)));
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, page(<Part />), {
      onRecoverableError: (error) => recoverable.push(error),
    });
    cleanups.push(() => root.unmount());
    // Hydration, its effects and anything they scheduled have run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('server content');

    load({ default: () => <p>server content</p> });
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('server content'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('server content');
    expect(recoverable).toEqual([]);
  });
});
