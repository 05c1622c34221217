// Web-vitals reporting: CLS, FCP, INP, LCP and TTFB of a page view, sent once per page view when
// LCP arrives, only on the marketing and pro sections. This module wires the `web-vitals` package
// (loaded lazily; its attribution build gives INP's interaction details) to the page-view collector
// (web-vitals-collector.ts), which shapes the beacon with web-vitals-beacon.ts.
import type { ReportedMetric } from './web-vitals-beacon';
import {
  createWebVitalsCollector,
  type WebVitalsCollector,
  type WebVitalsOptions,
} from './web-vitals-collector';
import { INTERACTION_THRESHOLD_MS } from './web-vitals-beacon';

type Subscribe = (
  callback: (metric: ReportedMetric) => void,
  options?: { reportAllChanges?: boolean; durationThreshold?: number },
) => void;

/** The web-vitals functions used (the `web-vitals/attribution` module fits; tests pass fakes). */
export interface WebVitalsSources {
  onCLS: Subscribe;
  onFCP: Subscribe;
  onINP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
}

export interface StartWebVitalsOptions extends WebVitalsOptions {
  /** Defaults to `web-vitals/attribution`, loaded with a dynamic import. */
  sources?: WebVitalsSources;
}

function subscribe(sources: WebVitalsSources, handle: (metric: ReportedMetric) => void): void {
  // CLS and INP report every change, so their latest value is known when LCP arrives; LCP
  // reports once, when final (first input, or the page hidden).
  sources.onCLS(handle, { reportAllChanges: true });
  sources.onFCP(handle);
  sources.onINP(handle, { reportAllChanges: true, durationThreshold: INTERACTION_THRESHOLD_MS });
  sources.onLCP(handle);
  sources.onTTFB(handle);
}

let active: WebVitalsCollector | undefined;
let browserWired = false;

/**
 * Starts web-vitals reporting for this document. The web-vitals callbacks are registered once
 * (calling it again replaces the collector they feed). A page restored from the back/forward
 * cache starts a new page view by itself; SPA page changes call resetForNavigation().
 */
export function startWebVitals(options: StartWebVitalsOptions): WebVitalsCollector {
  const collector = createWebVitalsCollector(options);
  active = collector;
  if (options.sources) {
    subscribe(options.sources, (metric) => collector.handleMetric(metric));
    return collector;
  }
  if (!browserWired) {
    browserWired = true;
    const dispatch = (metric: ReportedMetric): void => active?.handleMetric(metric);
    import('web-vitals/attribution')
      .then((sources) => subscribe(sources, dispatch))
      .catch(() => {
        // No web vitals when the module cannot load.
      });
    if (typeof window !== 'undefined') {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) active?.resetForNavigation();
      });
    }
  }
  return collector;
}

/** Starts a new page view of the running web-vitals reporting (SPA page change). */
export function resetForNavigation(): void {
  active?.resetForNavigation();
}
