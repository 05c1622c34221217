// @vitest-environment jsdom
// AfterFirstPaint: the first (urgent) render commits the fallback; the children follow in a
// deferred render on their own, and stay once shown.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../../src/components/AfterFirstPaint';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  unmount = () => root.unmount();
  const render = (label: string) =>
    flushSync(() =>
      root.render(
        <AfterFirstPaint fallback={<p>skeleton</p>}>
          <p>{label}</p>
        </AfterFirstPaint>,
      ),
    );
  return { container, render };
}

describe('AfterFirstPaint', () => {
  it('commits the fallback first, then the children without another update', async () => {
    const { container, render } = mount();
    render('content');
    expect(container.textContent).toBe('skeleton');
    await vi.waitFor(() => expect(container.textContent).toBe('content'));
  });

  it('keeps the children once shown: later urgent renders show them at once', async () => {
    const { container, render } = mount();
    render('first');
    await vi.waitFor(() => expect(container.textContent).toBe('first'));
    render('second');
    expect(container.textContent).toBe('second');
  });
});
