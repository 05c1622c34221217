// Analytics events (page views, conversions, experiment exposures), batched to the contract's
// `POST /beacons/events`. Tracking never throws into the app: a batch that fails is retried once
// and then dropped. Event properties are masked (mask.ts) before they are queued.
import { sendAnalyticsEvents, type AnalyticsEvent, type ApiClient, type PageType } from '../../api';
import { getAnonymousId } from './anonymous-id';
import { maskSensitive } from './mask';

/** The contract's maximum events per batch. */
export const MAX_BATCH_SIZE = 50;
/** Events wait at most this long before they are sent. */
export const FLUSH_DELAY_MS = 2_000;
export const RETRY_DELAY_MS = 1_000;
/** Beyond this many waiting events (e.g. offline), new ones are dropped. */
export const MAX_QUEUED_EVENTS = 500;

/** The conversion goals the product names. */
export const CONVERSION_GOALS = [
  'startNewRequestClicked',
  'loginStep1Passed',
  'newRequestCreated',
  'newRequestSubmitted',
  'nameClicked',
  'phoneNumberClicked',
] as const;
export type KnownConversionGoal = (typeof CONVERSION_GOALS)[number];
/** A known goal, or `{ other: 'goalName' }` for a goal not in the list (the list is not closed). */
export type ConversionGoal = KnownConversionGoal | { other: string };

export type EventProperties = NonNullable<AnalyticsEvent['properties']>;

export interface PageViewInput {
  /** The path name of the page (with its /en prefix when English). */
  path: string;
  pageType?: PageType | null;
  proUserId?: string | null;
  jobTypeId?: string | null;
}

export interface AnalyticsOptions {
  api: ApiClient;
  now?: () => Date;
  /** Defaults to getAnonymousId (the anonymous_id cookie); read once, on the first event. */
  anonymousId?: () => string;
  /** The current path for conversions and exposures; defaults to location.pathname. */
  currentPath?: () => string;
  flushDelayMs?: number;
  /** Wait before the one retry of a failed batch (none when the page is going away). */
  retryDelayMs?: number;
}

export interface Analytics {
  /** Queues any event; anonymousId and timestamp are filled in, properties masked. */
  track(event: Omit<AnalyticsEvent, 'anonymousId' | 'timestamp'>): void;
  /** Every page view carries path, pageType, proUserId and jobTypeId (null when absent). */
  trackPageView(page: PageViewInput): void;
  trackConversion(goal: ConversionGoal, properties?: EventProperties): void;
  trackExposure(experimentId: string, variant: string): void;
  /** Sends everything queued now; resolves when done (never rejects). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Stops the timer and the page listeners (queued events are flushed first). */
  dispose(): Promise<void>;
}

const defaultPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname);

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { api } = options;
  const now = options.now ?? (() => new Date());
  const readAnonymousId = options.anonymousId ?? getAnonymousId;
  const currentPath = options.currentPath ?? defaultPath;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const pageWindow = typeof window === 'undefined' ? undefined : window;
  const pageDocument = typeof document === 'undefined' ? undefined : document;

  let anonymousId: string | undefined;
  const queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();

  const post = (events: AnalyticsEvent[], keepalive: boolean) => sendAnalyticsEvents(api, events, keepalive);

  const sendBatch = async (events: AnalyticsEvent[], keepalive: boolean): Promise<void> => {
    // One retry, then the batch is dropped.
    if (await post(events, keepalive)) return;
    if (!keepalive && retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    await post(events, keepalive);
  };

  const flush = (flushOptions?: { keepalive?: boolean }): Promise<void> => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    const keepalive = flushOptions?.keepalive ?? false;
    const batches: AnalyticsEvent[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, MAX_BATCH_SIZE));
    if (batches.length === 0) return keepalive ? Promise.resolve() : sending;
    // The page is going away: send at once, without waiting behind earlier sends.
    if (keepalive) return Promise.all(batches.map((batch) => sendBatch(batch, true))).then(() => undefined);
    sending = sending.then(async () => {
      for (const batch of batches) await sendBatch(batch, false);
    });
    return sending;
  };

  const schedule = (): void => {
    if (queue.length >= MAX_BATCH_SIZE) {
      void flush();
      return;
    }
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushDelayMs);
    }
  };

  const track: Analytics['track'] = (event) => {
    try {
      if (queue.length >= MAX_QUEUED_EVENTS) return;
      anonymousId ??= readAnonymousId();
      const queued: AnalyticsEvent = { ...event, anonymousId, timestamp: now().toISOString() };
      if (event.properties !== undefined) queued.properties = maskSensitive(event.properties);
      queue.push(queued);
      schedule();
    } catch {
      // Tracking never breaks the app.
    }
  };

  const safePath = (): string => {
    try {
      return currentPath();
    } catch {
      return '/';
    }
  };

  // Send what is queued when the page goes away (keepalive lets the request outlive the page).
  const onPageHide = (): void => void flush({ keepalive: true });
  const onVisibilityChange = (): void => {
    if (pageDocument?.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  pageWindow?.addEventListener('pagehide', onPageHide);
  pageDocument?.addEventListener('visibilitychange', onVisibilityChange);

  return {
    track,
    trackPageView(page) {
      const event: Omit<AnalyticsEvent, 'anonymousId' | 'timestamp'> = {
        type: 'pageView',
        name: 'pageView',
        path: page.path,
        proUserId: page.proUserId ?? null,
        jobTypeId: page.jobTypeId ?? null,
      };
      // The contract's pageType is not nullable: absent, it is left out.
      if (page.pageType) event.pageType = page.pageType;
      track(event);
    },
    trackConversion(goal, properties) {
      const name = typeof goal === 'string' ? goal : goal.other;
      const event: Omit<AnalyticsEvent, 'anonymousId' | 'timestamp'> = {
        type: 'conversion',
        name,
        path: safePath(),
      };
      if (properties !== undefined) event.properties = properties;
      track(event);
    },
    trackExposure(experimentId, variant) {
      track({
        type: 'experimentExposure',
        name: experimentId,
        path: safePath(),
        properties: { experimentId, variant },
      });
    },
    flush,
    dispose() {
      pageWindow?.removeEventListener('pagehide', onPageHide);
      pageDocument?.removeEventListener('visibilitychange', onVisibilityChange);
      return flush();
    },
  };
}
