// The light door to error reporting for the first page: the wrapper (sentry.ts, with its masking)
// and the SDK both load lazily, so neither is in the first page's JavaScript. Calls made before
// they load are kept in order (sentry.ts queues them until the SDK is ready).
import type * as SentryModule from './sentry';
import type { ErrorContext, MonitoringConfig } from './sentry';

type SentryWrapper = typeof SentryModule;
let wrapper: Promise<SentryWrapper> | undefined;
const load = (): Promise<SentryWrapper> => (wrapper ??= import('./sentry'));

export function initMonitoring(config: MonitoringConfig): Promise<void> {
  return load().then((module) => module.initMonitoring(config));
}

export function reportError(error: unknown, context?: ErrorContext): void {
  void load()
    .then((module) => module.reportError(error, context))
    .catch(() => undefined);
}

export function setMonitoringUser(id: string | null): void {
  void load()
    .then((module) => module.setMonitoringUser(id))
    .catch(() => undefined);
}
