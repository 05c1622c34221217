// The web-vitals beacon, as pure functions: which pages report, how metrics are rounded and rated,
// the slowest interaction and the device fields (web-vitals.ts wires them to the browser).
import type { WebVitalMetric, WebVitalsBeacon } from '../../api';
import { stripLanguage } from '../i18n/paths';

export type WebVitalName = WebVitalMetric['name'];
export type WebVitalRating = WebVitalMetric['rating'];
export type BeaconInteraction = NonNullable<WebVitalsBeacon['interaction']>;

/** First path segments (after the /en prefix) whose pages report web vitals: the marketing and pro sections. */
export const WEB_VITALS_SECTIONS = ['home', 'lifestyle', 'learning', 'business', 'events', 'pro'] as const;
/** Only an interaction at least this long is reported. */
export const INTERACTION_THRESHOLD_MS = 40;
/** INP is good up to 200 ms and poor above 500 ms. */
export const INP_THRESHOLDS = { good: 200, poor: 500 } as const;

const METRIC_ORDER: readonly WebVitalName[] = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

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

/**
 * True when the page reports web vitals: its first segment (ignoring /en) is one of
 * WEB_VITALS_SECTIONS, matched whole ('/pro' and '/pro/…' yes; '/profile', '/homes' no).
 */
export function shouldReportWebVitals(pathname: string): boolean {
  const first = stripLanguage(pathname.split(/[?#]/, 1)[0] ?? '').split('/')[1];
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
