// @vitest-environment jsdom
// AsyncBoundary: a part that throws is reported with its area and replaced by its fallback; retry
// refetches the part's failed query and renders it again; a null fallback hides the part.
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsyncBoundary } from '../../../src/components/AsyncBoundary';
import { reportError } from '../../../src/lib/monitoring';

vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: (() => void)[] = [];
beforeEach(() => {
  vi.mocked(reportError).mockClear();
  // React logs caught render errors; the test expects them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cleanups.push(() => act(() => root.unmount()));
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
  return container;
}

function Part({ load }: { load: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['part'], queryFn: load });
  return <p>{data}</p>;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AsyncBoundary', () => {
  it('reports a failure with its area, shows the fallback, and retry loads the part again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValue('loaded');
    const container = mount(
      <AsyncBoundary
        area="reviews"
        placeholder={<p>skeleton</p>}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            retry
          </button>
        )}
      >
        <Part load={load} />
      </AsyncBoundary>,
    );
    await settle();
    expect(container.textContent).toBe('retry');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]?.[1]).toEqual({ tags: { area: 'reviews' } });

    await act(async () => container.querySelector('button')?.click());
    await settle();
    expect(container.textContent).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with a null fallback the part disappears, and the failure is still reported', async () => {
    function Broken(): React.ReactNode {
      throw new Error('broken');
    }
    const container = mount(
      <>
        <p>page</p>
        <AsyncBoundary area="account" fallback={null}>
          <Broken />
        </AsyncBoundary>
      </>,
    );
    await settle();
    expect(container.textContent).toBe('page');
    expect(vi.mocked(reportError).mock.calls[0]?.[1]).toEqual({ tags: { area: 'account' } });
  });
});
