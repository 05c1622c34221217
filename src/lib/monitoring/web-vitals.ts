// Web-vitals reporting (product spec §9): CLS, FCP, INP, LCP and TTFB of a page view, sent once
// per page view when LCP arrives, only on the marketing and pro sections. Pure functions decide
// and shape the beacon; startWebVitals wires the `web-vitals` package (loaded lazily, attribution
// build for INP's interaction details) to them.
import type { WebVitalMetric, WebVitalsBeacon } from '../../api';

export type WebVitalName = WebVitalMetric['name'];
export type WebVitalRating = WebVitalMetric['rating'];
export type BeaconInteraction = NonNullable<WebVitalsBeacon['interaction']>;

/** First path segments (after the /en prefix) whose pages report web vitals (product spec §2). */
export const WEB_VITALS_SECTIONS = ['home', 'lifestyle', 'learning', 'business', 'events', 'pro'] as const;
/** Product spec §9: only an interaction at least this long is reported. */
export const INTERACTION_THRESHOLD_MS = 40;
/** Product spec §9: INP good up to 200 ms, poor above 500 ms. */
export const INP_THRESHOLDS = { good: 200, poor: 500 } as const;

const METRIC_ORDER: readonly WebVitalName[] = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];
const LANGUAGE_PREFIX = '/en';

/** A metric as the `web-vitals` callbacks report it (only the fields used here). */
export interface ReportedMetric {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  id: string;
  navigationType?: string;
  /** Present with the attribution build; for INP it carries the interaction's details. */
  attribution?: object;
}

/** What the beacon says about the device. */
export interface DeviceInfo {
  connectionType: string;
  cpuCount: number;
  memory?: number;
  userAgent: string;
}

/** The navigator fields read (all optional: not every browser has them). */
export interface NavigatorLike {
  userAgent?: string;
  hardwareConcurrency?: number;
  deviceMemory?: number;
  connection?: { effectiveType?: string };
}

/** The path without the English prefix: '/en/home/x' → '/home/x', '/en' → '/'. Query and hash are cut. */
export function stripLanguagePrefix(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (path === LANGUAGE_PREFIX) return '/';
  if (path.startsWith(`${LANGUAGE_PREFIX}/`)) return path.slice(LANGUAGE_PREFIX.length);
  return path;
}

/**
 * True when the page reports web vitals: its first segment (ignoring /en) is one of
 * WEB_VITALS_SECTIONS, matched whole ('/pro' and '/pro/…' yes; '/profile', '/homes' no).
 */
export function shouldReportWebVitals(pathname: string): boolean {
  const first = stripLanguagePrefix(pathname).split('/')[1];
  return first !== undefined && (WEB_VITALS_SECTIONS as readonly string[]).includes(first);
}

/** CLS to 4 decimals, every other metric to whole milliseconds; never negative. */
export function roundMetric(name: WebVitalName, value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value);
  return Math.max(0, rounded);
}

/** INP's rating by our thresholds: good ≤ 200, needs-improvement ≤ 500, poor above. */
export function inpRating(value: number): WebVitalRating {
  if (value <= INP_THRESHOLDS.good) return 'good';
  if (value <= INP_THRESHOLDS.poor) return 'needs-improvement';
  return 'poor';
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const wholeMs = (value: number): number => Math.max(0, Math.round(value));

/** The slowest interaction, from an INP metric of the attribution build; undefined otherwise. */
export function interactionFromInp(metric: ReportedMetric): BeaconInteraction | undefined {
  if (metric.name !== 'INP' || !finite(metric.value)) return undefined;
  const attribution = (metric.attribution ?? {}) as Record<string, unknown>;
  const interaction: BeaconInteraction = {
    type: typeof attribution.interactionType === 'string' ? attribution.interactionType : 'unknown',
    target: typeof attribution.interactionTarget === 'string' ? attribution.interactionTarget : '',
    duration: metric.value,
  };
  if (finite(attribution.inputDelay)) interaction.inputDelay = attribution.inputDelay;
  if (finite(attribution.processingDuration)) interaction.processingDuration = attribution.processingDuration;
  if (finite(attribution.presentationDelay)) interaction.presentationDelay = attribution.presentationDelay;
  return interaction;
}

/** The device fields of the beacon, from the navigator (defaults when it does not tell). */
export function readDeviceInfo(nav: NavigatorLike | undefined): DeviceInfo {
  const cores = nav?.hardwareConcurrency;
  const device: DeviceInfo = {
    connectionType: nav?.connection?.effectiveType || 'unknown',
    cpuCount: finite(cores) && cores >= 1 ? Math.floor(cores) : 1,
    userAgent: nav?.userAgent ?? '',
  };
  if (finite(nav?.deviceMemory) && nav.deviceMemory >= 0) device.memory = nav.deviceMemory;
  return device;
}

export interface BeaconInput {
  /** The page's path, as visited (with its /en prefix when English). */
  url: string;
  metrics: readonly Pick<ReportedMetric, 'name' | 'value' | 'rating' | 'id'>[];
  interaction?: BeaconInteraction | null;
  device: DeviceInfo;
}

/**
 * The contract's WebVitalsBeacon: metrics in a fixed order (the last value of each name),
 * rounded, rated (INP by our thresholds, the others as web-vitals rated them); the interaction
 * only when it lasted at least INTERACTION_THRESHOLD_MS, in whole ms. Null with no metric.
 */
export function buildBeacon(input: BeaconInput): WebVitalsBeacon | null {
  const latest = new Map<WebVitalName, BeaconInput['metrics'][number]>();
  for (const metric of input.metrics) if (finite(metric.value)) latest.set(metric.name, metric);
  const metrics: WebVitalMetric[] = [];
  for (const name of METRIC_ORDER) {
    const metric = latest.get(name);
    if (!metric) continue;
    const value = roundMetric(name, metric.value);
    metrics.push({ name, value, rating: name === 'INP' ? inpRating(value) : metric.rating, id: metric.id });
  }
  if (metrics.length === 0) return null;

  const beacon: WebVitalsBeacon = {
    connectionType: input.device.connectionType,
    cpuCount: input.device.cpuCount,
    url: input.url,
    userAgent: input.device.userAgent,
    metrics,
  };
  if (input.device.memory !== undefined) beacon.memory = input.device.memory;
  const interaction = input.interaction;
  if (interaction && finite(interaction.duration) && interaction.duration >= INTERACTION_THRESHOLD_MS) {
    const reported: BeaconInteraction = {
      type: interaction.type,
      target: interaction.target,
      duration: wholeMs(interaction.duration),
    };
    if (finite(interaction.inputDelay)) reported.inputDelay = wholeMs(interaction.inputDelay);
    if (finite(interaction.processingDuration)) {
      reported.processingDuration = wholeMs(interaction.processingDuration);
    }
    if (finite(interaction.presentationDelay))
      reported.presentationDelay = wholeMs(interaction.presentationDelay);
    beacon.interaction = reported;
  }
  return beacon;
}

// --- the page-view state machine -------------------------------------------------------------

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

// --- browser wiring --------------------------------------------------------------------------

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
