import { describe, expect, it } from 'vitest';
import type { WebVitalsBeacon } from '../../../../src/api';
import {
  buildBeacon,
  inpRating,
  interactionFromInp,
  readDeviceInfo,
  roundMetric,
  shouldReportWebVitals,
  type WebVitalName,
} from '../../../../src/lib/monitoring/web-vitals-beacon';
import { device, metric } from './web-vitals-fakes';

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
