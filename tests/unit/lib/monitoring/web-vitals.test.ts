import { describe, expect, it, vi } from 'vitest';
import type { WebVitalsBeacon } from '../../../../src/api';
import {
  buildBeacon,
  createWebVitalsCollector,
  inpRating,
  interactionFromInp,
  readDeviceInfo,
  roundMetric,
  shouldReportWebVitals,
  startWebVitals,
  stripLanguagePrefix,
  type DeviceInfo,
  type ReportedMetric,
  type WebVitalName,
  type WebVitalsSources,
} from '../../../../src/lib/monitoring/web-vitals';

const device: DeviceInfo = { connectionType: '4g', cpuCount: 8, memory: 8, userAgent: 'Mozilla/5.0' };

const metric = (name: WebVitalName, value: number, extra: Partial<ReportedMetric> = {}): ReportedMetric => ({
  name,
  value,
  rating: 'good',
  id: `v6-${name}`,
  ...extra,
});

describe('shouldReportWebVitals', () => {
  it.each([
    ['/home', true],
    ['/home/', true],
    ['/home/cleaning/house-cleaning', true],
    ['/home/cleaning/house-cleaning/tokyo/minato', true],
    ['/lifestyle/photographer', true],
    ['/learning/piano-teacher', true],
    ['/business/accountant', true],
    ['/events/magician', true],
    ['/pro', true],
    ['/pro/dashboard', true],
    ['/en/home/cleaning/house-cleaning', true],
    ['/en/pro', true],
    ['/en/events/x', true],
    ['/home?page=2', true],
    ['/home#top', true],
    ['/start', false],
    ['/en/start', false],
    ['/profile/yamada-gardening/pro', false],
    ['/en/profile/abc/pro', false],
    ['/homes', false],
    ['/professional', false],
    ['/eventsx', false],
    ['/request/r1', false],
    ['/dashboard/pro', false],
    ['/', false],
    ['', false],
    ['/en', false],
    ['/en/', false],
    ['/english/home', false],
    ['/ja/home', false],
    ['/Home', false],
    ['home', false],
    ['//home', false],
    ['/x/home', false],
  ])('%s → %s', (pathname, expected) => {
    expect(shouldReportWebVitals(pathname)).toBe(expected);
  });

  it.each([
    ['/en/home/x', '/home/x'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/english', '/english'],
    ['/home?x=1', '/home'],
  ])('stripLanguagePrefix(%s) → %s', (pathname, expected) => {
    expect(stripLanguagePrefix(pathname)).toBe(expected);
  });
});

describe('roundMetric', () => {
  it.each<[WebVitalName, number, number]>([
    ['CLS', 0.123456, 0.1235],
    ['CLS', 0.12344, 0.1234],
    ['CLS', 0.12345, 0.1235],
    ['CLS', 0, 0],
    ['CLS', 1.00005, 1.0001],
    ['CLS', 0.00004, 0],
    ['LCP', 1234.4, 1234],
    ['LCP', 1234.5, 1235],
    ['FCP', 812.99, 813],
    ['INP', 199.6, 200],
    ['TTFB', 0.4, 0],
    ['TTFB', -3, 0],
    ['LCP', Number.NaN, 0],
    ['LCP', Number.POSITIVE_INFINITY, 0],
  ])('%s %s → %s', (name, value, expected) => {
    expect(roundMetric(name, value)).toBe(expected);
  });
});

describe('inpRating', () => {
  it.each([
    [0, 'good'],
    [200, 'good'],
    [201, 'needs-improvement'],
    [500, 'needs-improvement'],
    [501, 'poor'],
    [2000, 'poor'],
  ])('%s ms → %s', (value, expected) => {
    expect(inpRating(value)).toBe(expected);
  });
});

describe('readDeviceInfo', () => {
  it.each([
    [
      'a full navigator',
      { userAgent: 'UA', hardwareConcurrency: 8, deviceMemory: 4, connection: { effectiveType: '4g' } },
      { connectionType: '4g', cpuCount: 8, memory: 4, userAgent: 'UA' },
    ],
    [
      'a navigator without extras',
      { userAgent: 'UA' },
      { connectionType: 'unknown', cpuCount: 1, userAgent: 'UA' },
    ],
    ['no navigator', undefined, { connectionType: 'unknown', cpuCount: 1, userAgent: '' }],
    [
      'odd values',
      { userAgent: 'UA', hardwareConcurrency: 0, deviceMemory: Number.NaN, connection: {} },
      { connectionType: 'unknown', cpuCount: 1, userAgent: 'UA' },
    ],
  ])('%s', (_label, nav, expected) => {
    expect(readDeviceInfo(nav)).toEqual(expected);
  });
});

describe('interactionFromInp', () => {
  it('reads the attribution of INP', () => {
    expect(
      interactionFromInp(
        metric('INP', 312, {
          attribution: {
            interactionType: 'pointer',
            interactionTarget: 'button.next',
            inputDelay: 12.5,
            processingDuration: 250,
            presentationDelay: 49.5,
            loadState: 'complete',
          },
        }),
      ),
    ).toEqual({
      type: 'pointer',
      target: 'button.next',
      duration: 312,
      inputDelay: 12.5,
      processingDuration: 250,
      presentationDelay: 49.5,
    });
  });

  it('has defaults without attribution, and ignores other metrics', () => {
    expect(interactionFromInp(metric('INP', 64))).toEqual({ type: 'unknown', target: '', duration: 64 });
    expect(interactionFromInp(metric('LCP', 64))).toBeUndefined();
  });
});

describe('buildBeacon', () => {
  it('builds the contract payload: ordered, rounded, rated metrics and the device', () => {
    const beacon = buildBeacon({
      url: '/en/home/cleaning/house-cleaning',
      metrics: [
        metric('LCP', 2600.6, { rating: 'needs-improvement' }),
        metric('CLS', 0.023456),
        metric('TTFB', 120.2),
        metric('INP', 260, { rating: 'good' }),
        metric('FCP', 900.5),
      ],
      device,
    });
    expect(beacon).toEqual<WebVitalsBeacon>({
      connectionType: '4g',
      cpuCount: 8,
      memory: 8,
      url: '/en/home/cleaning/house-cleaning',
      userAgent: 'Mozilla/5.0',
      metrics: [
        { name: 'CLS', value: 0.0235, rating: 'good', id: 'v6-CLS' },
        { name: 'FCP', value: 901, rating: 'good', id: 'v6-FCP' },
        // INP is rated by our thresholds, not by web-vitals'.
        { name: 'INP', value: 260, rating: 'needs-improvement', id: 'v6-INP' },
        { name: 'LCP', value: 2601, rating: 'needs-improvement', id: 'v6-LCP' },
        { name: 'TTFB', value: 120, rating: 'good', id: 'v6-TTFB' },
      ],
    });
  });

  it.each([
    [199.6, 'good'],
    [200.4, 'good'],
    [500.4, 'needs-improvement'],
    [500.5, 'poor'],
  ])('rates INP %s by its rounded value: %s', (value, rating) => {
    const beacon = buildBeacon({ url: '/home', metrics: [metric('INP', value)], device });
    expect(beacon?.metrics[0]?.rating).toBe(rating);
  });

  it('keeps the last value of a metric reported twice and drops non-finite values', () => {
    const beacon = buildBeacon({
      url: '/home',
      metrics: [metric('CLS', 0.1), metric('CLS', 0.2, { id: 'second' }), metric('FCP', Number.NaN)],
      device,
    });
    expect(beacon?.metrics).toEqual([{ name: 'CLS', value: 0.2, rating: 'good', id: 'second' }]);
  });

  it('is null without any metric', () => {
    expect(buildBeacon({ url: '/home', metrics: [], device })).toBeNull();
  });

  it('leaves memory out when the device does not tell', () => {
    const beacon = buildBeacon({
      url: '/home',
      metrics: [metric('LCP', 1)],
      device: { connectionType: 'unknown', cpuCount: 1, userAgent: '' },
    });
    expect(beacon).not.toHaveProperty('memory');
  });

  it.each([
    [39.9, false],
    [39.4, false],
    [40, true],
    [40.4, true],
    [350, true],
  ])('an interaction of %s ms is included: %s', (duration, included) => {
    const beacon = buildBeacon({
      url: '/home',
      metrics: [metric('LCP', 1000)],
      interaction: {
        type: 'keyboard',
        target: 'input#q',
        duration,
        inputDelay: 1.4,
        processingDuration: 20.6,
      },
      device,
    });
    if (included) {
      expect(beacon?.interaction).toEqual({
        type: 'keyboard',
        target: 'input#q',
        duration: Math.round(duration),
        inputDelay: 1,
        processingDuration: 21,
      });
    } else {
      expect(beacon).not.toHaveProperty('interaction');
    }
  });
});

// Fake web-vitals: each on* keeps its callback so the test can report metrics by hand.
function fakeSources() {
  const callbacks = new Map<string, (metric: ReportedMetric) => void>();
  const options = new Map<string, unknown>();
  const subscribe =
    (name: string): WebVitalsSources['onCLS'] =>
    (callback, opts) => {
      callbacks.set(name, callback);
      options.set(name, opts);
    };
  const sources: WebVitalsSources = {
    onCLS: subscribe('CLS'),
    onFCP: subscribe('FCP'),
    onINP: subscribe('INP'),
    onLCP: subscribe('LCP'),
    onTTFB: subscribe('TTFB'),
  };
  const report = (m: ReportedMetric): void => callbacks.get(m.name)?.(m);
  return { sources, report, options };
}

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

  it('a send that throws does not break the page', () => {
    const collector = createWebVitalsCollector({
      pathname: () => '/home',
      send: () => {
        throw new Error('offline');
      },
      device: () => device,
    });
    expect(() => collector.handleMetric(metric('LCP', 1000))).not.toThrow();
  });
});
