// What the web-vitals tests share: a device, a metric, and fake web-vitals sources.
import type {
  DeviceInfo,
  ReportedMetric,
  WebVitalName,
} from '../../../../src/lib/monitoring/web-vitals-beacon';
import type { WebVitalsSources } from '../../../../src/lib/monitoring/web-vitals';

export const device: DeviceInfo = { connectionType: '4g', cpuCount: 8, memory: 8, userAgent: 'Mozilla/5.0' };

export const metric = (
  name: WebVitalName,
  value: number,
  extra: Partial<ReportedMetric> = {},
): ReportedMetric => ({
  name,
  value,
  rating: 'good',
  id: `v6-${name}`,
  ...extra,
});

// Fake web-vitals: each on* keeps its callback so the test can report metrics by hand.
export function fakeSources() {
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
