// Monitoring's one door: error reports (Sentry), web vitals, analytics and experiments. Nothing
// imported from here is heavy: the Sentry wrapper and its SDK, the web-vitals package, the
// analytics batcher and the experiments load on first use, each in its own chunk, so the first
// page's JavaScript stays within budget (bench:size). The modules behind this door are not
// importable one by one (an ESLint fence), so no caller can pick up an eager function by mistake.
import type * as SentryWrapper from './sentry';
import type { ErrorContext, MonitoringConfig } from './sentry';

export type { ErrorContext, MonitoringConfig } from './sentry';
export type { Analytics } from './analytics';
export type { ExperimentKey, Experiments, VariantOf } from './experiments';
export { deferredAnalytics, deferredExperiments } from './deferred';

let wrapper: Promise<typeof SentryWrapper> | undefined;
const sentry = (): Promise<typeof SentryWrapper> => (wrapper ??= import('./sentry'));

/** Starts error reporting: the SDK loads after the page has settled (see sentry.ts). */
export function initMonitoring(config: MonitoringConfig): Promise<void> {
  return sentry().then((module) => module.startSentry(config));
}

/**
 * Reports an error (tags and extra data are masked). Reports made before the SDK has loaded wait
 * in order and go out once it has. Never throws.
 */
export function reportError(error: unknown, context?: ErrorContext): void {
  void sentry()
    .then((module) => module.captureError(error, context))
    .catch(() => undefined);
}

/** Sets (or clears with null) the signed-in user's id on reports. Only the id is ever sent. */
export function setMonitoringUser(id: string | null): void {
  void sentry()
    .then((module) => module.setSentryUser(id))
    .catch(() => undefined);
}

/** Web vitals, loaded when the first page view starts them. */
export const loadWebVitals = () => import('./web-vitals');
