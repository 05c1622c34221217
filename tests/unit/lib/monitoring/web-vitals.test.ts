import { describe, expect, it, vi } from 'vitest';
import type { WebVitalsBeacon } from '../../../../src/api';
import { startWebVitals } from '../../../../src/lib/monitoring/web-vitals';
import { device, fakeSources, metric } from './web-vitals-fakes';

describe('startWebVitals: once per page view, when LCP arrives', () => {
  const setUp = (initialPath: string) => {
    let path = initialPath;
    const send = vi.fn<(beacon: WebVitalsBeacon) => void>();
    const fake = fakeSources();
    const controller = startWebVitals({
      pathname: () => path,
      send,
      sources: fake.sources,
      device: () => device,
    });
    return {
      send,
      report: fake.report,
      options: fake.options,
      controller,
      navigate: (next: string) => {
        path = next;
        controller.resetForNavigation();
      },
    };
  };

  it('subscribes to the five metrics, CLS and INP with every change, INP at the 40 ms threshold', () => {
    const { options } = setUp('/home');
    expect([...options.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(options.get('CLS')).toEqual({ reportAllChanges: true });
    expect(options.get('INP')).toEqual({ reportAllChanges: true, durationThreshold: 40 });
    expect(options.get('LCP')).toBeUndefined();
  });

  it('sends nothing before LCP, then one beacon with every metric known at that moment', () => {
    const { send, report } = setUp('/home/cleaning/house-cleaning');
    report(metric('TTFB', 80.4));
    report(metric('FCP', 700.2));
    report(metric('CLS', 0.01));
    report(metric('CLS', 0.0312345, { id: 'cls' }));
    expect(send).not.toHaveBeenCalled();

    report(metric('LCP', 1500.7));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      ...device,
      url: '/home/cleaning/house-cleaning',
      metrics: [
        { name: 'CLS', value: 0.0312, rating: 'good', id: 'cls' },
        { name: 'FCP', value: 700, rating: 'good', id: 'v6-FCP' },
        { name: 'LCP', value: 1501, rating: 'good', id: 'v6-LCP' },
        { name: 'TTFB', value: 80, rating: 'good', id: 'v6-TTFB' },
      ],
    });

    // Nothing more for this page view: not later metrics, not another LCP.
    report(metric('INP', 600));
    report(metric('CLS', 0.5));
    report(metric('LCP', 3000, { id: 'again' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('includes the slowest interaction when INP is known and ≥ 40 ms', () => {
    const { send, report } = setUp('/pro');
    report(
      metric('INP', 48, {
        attribution: {
          interactionType: 'pointer',
          interactionTarget: 'a.cta',
          inputDelay: 3,
          processingDuration: 30,
        },
      }),
    );
    report(
      metric('INP', 240, {
        attribution: {
          interactionType: 'keyboard',
          interactionTarget: 'input#zip',
          presentationDelay: 100.6,
        },
      }),
    );
    report(metric('LCP', 1200));
    const beacon = send.mock.calls[0]?.[0];
    expect(beacon?.metrics).toContainEqual({
      name: 'INP',
      value: 240,
      rating: 'needs-improvement',
      id: 'v6-INP',
    });
    expect(beacon?.interaction).toEqual({
      type: 'keyboard',
      target: 'input#zip',
      duration: 240,
      presentationDelay: 101,
    });
  });

  it('leaves the interaction out below 40 ms', () => {
    const { send, report } = setUp('/home');
    report(metric('INP', 32, { attribution: { interactionType: 'pointer', interactionTarget: 'a' } }));
    report(metric('LCP', 1200));
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('interaction');
  });

  it.each(['/start', '/profile/yamada/pro', '/en/start', '/request/r1'])('sends nothing on %s', (path) => {
    const { send, report } = setUp(path);
    report(metric('FCP', 500));
    report(metric('LCP', 1200));
    expect(send).not.toHaveBeenCalled();
  });

  it('reports the English path as visited', () => {
    const { send, report } = setUp('/en/home/cleaning');
    report(metric('LCP', 1200));
    expect(send.mock.calls[0]?.[0].url).toBe('/en/home/cleaning');
  });

  it('starts a new page view on resetForNavigation after the report', () => {
    const { send, report, navigate } = setUp('/home');
    report(metric('FCP', 500));
    report(metric('LCP', 1200));
    navigate('/pro/dashboard');
    report(metric('CLS', 0.2, { id: 'soft-cls' }));
    report(metric('LCP', 800, { id: 'soft-lcp' }));
    expect(send).toHaveBeenCalledTimes(2);
    const second = send.mock.calls[1]?.[0];
    expect(second?.url).toBe('/pro/dashboard');
    // The earlier page view's metrics are not carried over.
    expect(second?.metrics.map((m) => m.name)).toEqual(['CLS', 'LCP']);
  });

  it('a page change before the load LCP keeps the load reported with its own path', () => {
    const { send, report, navigate } = setUp('/home/cleaning');
    report(metric('FCP', 500));
    navigate('/start');
    report(metric('LCP', 1200));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].url).toBe('/home/cleaning');
    expect(send.mock.calls[0]?.[0].metrics.map((m) => m.name)).toEqual(['FCP', 'LCP']);

    // After it, the deferred page view (/start) is running: it does not report.
    report(metric('LCP', 900, { id: 'next' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
