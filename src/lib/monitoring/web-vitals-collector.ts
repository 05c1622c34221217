// One beacon per page view: metrics gather until LCP arrives, then the page view is reported (on
// the pages that report at all) and later metrics of it are ignored. A navigation starts a new
// page view; the first load is reported with the path it was measured on.
import type { WebVitalsBeacon } from '../../api';
import {
  buildBeacon,
  interactionFromInp,
  readDeviceInfo,
  shouldReportWebVitals,
  type BeaconInteraction,
  type DeviceInfo,
  type NavigatorLike,
  type ReportedMetric,
  type WebVitalName,
} from './web-vitals-beacon';

export interface WebVitalsOptions {
  /** The current path (with its /en prefix when English); read when a page view starts. */
  pathname: () => string;
  /** Sends one beacon, e.g. `(body) => api.POST('/beacons/web-vitals', { body, keepalive: true })`. */
  send: (beacon: WebVitalsBeacon) => void;
  /** The device fields; defaults to reading `navigator` at send time. */
  device?: () => DeviceInfo;
}

export interface WebVitalsCollector {
  /** Feeds one metric report (what the web-vitals callbacks call). */
  handleMetric(metric: ReportedMetric): void;
  /**
   * Starts a new page view (SPA page change): call it once the router has committed the new URL.
   * Before the first load's LCP has arrived the reset waits for it, so the load is still reported
   * with the path it was measured on.
   */
  resetForNavigation(): void;
}

interface PageView {
  path: string;
  metrics: Map<WebVitalName, ReportedMetric>;
  interaction: BeaconInteraction | undefined;
  reported: boolean;
  initialLoad: boolean;
}

const defaultDevice = (): DeviceInfo =>
  readDeviceInfo(typeof navigator === 'undefined' ? undefined : (navigator as NavigatorLike));

/** The once-per-page-view rule, without any browser wiring (see startWebVitals). */
export function createWebVitalsCollector(options: WebVitalsOptions): WebVitalsCollector {
  const device = options.device ?? defaultDevice;
  const readPath = (): string => {
    try {
      return options.pathname();
    } catch {
      return '';
    }
  };
  const newPageView = (initialLoad: boolean): PageView => ({
    path: readPath(),
    metrics: new Map(),
    interaction: undefined,
    reported: false,
    initialLoad,
  });

  let current = newPageView(true);
  let resetAfterReport = false;

  const report = (view: PageView): void => {
    view.reported = true;
    if (!shouldReportWebVitals(view.path)) return;
    try {
      const beacon = buildBeacon({
        url: view.path,
        metrics: [...view.metrics.values()],
        interaction: view.interaction,
        device: device(),
      });
      if (beacon) options.send(beacon);
    } catch {
      // Telemetry never breaks the app.
    }
  };

  return {
    handleMetric(metric) {
      if (current.reported) return;
      current.metrics.set(metric.name, metric);
      if (metric.name === 'INP') current.interaction = interactionFromInp(metric) ?? current.interaction;
      if (metric.name !== 'LCP') return;
      report(current);
      if (resetAfterReport) {
        resetAfterReport = false;
        current = newPageView(false);
      }
    },
    resetForNavigation() {
      if (current.initialLoad && !current.reported) resetAfterReport = true;
      else current = newPageView(false);
    },
  };
}
