// Error reporting. This is the ONLY module of the app that loads @sentry/browser, with a dynamic
// import after the first paint, so the SDK is never part of the first chunk. It loads it through
// sentry-sdk.ts, which names the three calls made here: a namespace import kept the whole package.
// Every event is masked before it leaves the browser (mask.ts): personal data and
// secrets are replaced by '[Filtered]', cookies and credential headers are dropped, and the user
// is reduced to an id.
import type * as SentryApi from '@sentry/browser';
import type { Breadcrumb, BreadcrumbHint, ErrorEvent, EventHint, RequestEventData } from '@sentry/browser';
import type * as SentrySdk from './sentry-sdk';
import { FILTERED, isSecretKey, isSensitiveKey, maskQueryString, maskUrl, maskWith } from './mask';
import { afterPageSettles } from '../../api';

type SentryModule = typeof SentrySdk;
type QueryParams = NonNullable<RequestEventData['query_string']>;

export type MonitoringEnvironment = 'preProd' | 'prod' | 'development' | 'test';

export interface MonitoringConfig {
  /** No DSN: error reporting stays off and nothing is loaded. */
  dsn?: string;
  environment: MonitoringEnvironment;
  release?: string;
  /** How long after the page's load event the SDK waits before loading, unless an error comes first. */
  loadDelayMs?: number;
}

/**
 * The SDK (about 30 kB gzip) loads a while after the page has loaded, so it never competes with
 * the first page's data and content; the first reported error loads it at once.
 */
export const SDK_LOAD_DELAY_MS = 3_000;

export interface ErrorContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** The share of traces sent with error reporting. */
export const TRACES_SAMPLE_RATE = 0.2;
/**
 * The SDK's own data collection, as strict as it goes. Sentry 11 removed `sendDefaultPii`; its
 * `dataCollection` replaces it (an empty one collects MORE than `sendDefaultPii: false` did), so
 * this is the `sendDefaultPii: false` of this SDK: no automatic user data (IP address), no
 * cookies, no bodies, no response headers, and request headers without credentials. beforeSend
 * masks the rest.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: {
    request: { deny: ['x-access-token', 'authorization', 'cookie', 'recaptcha'] },
    response: false,
  },
  httpBodies: [],
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies NonNullable<SentryApi.BrowserOptions['dataCollection']>;

/** Errors reported before the SDK has loaded wait here; beyond this many, later ones are dropped. */
export const MAX_QUEUED_ERRORS = 30;

// Request headers never sent, whatever their value.
const DROPPED_HEADERS = new Set([
  'x-access-token',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
]);
const isDroppedHeader = (name: string): boolean => {
  const lower = name.toLowerCase();
  return DROPPED_HEADERS.has(lower) || isSecretKey(lower) || lower.startsWith('recaptcha');
};
const URL_HEADERS = new Set(['referer', 'referrer']);
const URL_BREADCRUMB_FIELDS = ['url', 'from', 'to'] as const;

/** Personal data (mask.ts) and secrets (tokens, passwords, cookies, authorization). */
const isReportMasked = (key: string): boolean => isSensitiveKey(key) || isSecretKey(key);
const maskReport = <T>(value: T): T => maskWith(value, isReportMasked);
const maskReportUrl = (url: string): string => maskUrl(url, isReportMasked);

// Free text (exception messages, log lines) cannot be masked by key; e-mail addresses in it are.
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const scrubText = (text: string): string => text.replace(EMAIL, FILTERED);

function maskRequestData(data: unknown): unknown {
  if (typeof data !== 'string') return maskReport(data);
  const trimmed = data.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskReport(JSON.parse(trimmed) as unknown));
    } catch {
      return scrubText(data);
    }
  }
  if (/^[^=&\s]+=/.test(trimmed)) return maskQueryString(trimmed, isReportMasked);
  return scrubText(data);
}

function maskQueryParams(query: QueryParams): QueryParams {
  if (typeof query === 'string') return maskQueryString(query, isReportMasked);
  if (Array.isArray(query)) {
    return query.map(([key, value]): [string, string] => [key, isReportMasked(key) ? FILTERED : value]);
  }
  return maskReport(query);
}

function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (isDroppedHeader(name)) continue;
    kept[name] = URL_HEADERS.has(name.toLowerCase()) ? maskReportUrl(value) : value;
  }
  return kept;
}

function maskRequest(request: RequestEventData): RequestEventData {
  // Cookies are removed whole.
  const { cookies: _cookies, ...rest } = request;
  const masked: RequestEventData = { ...rest };
  if (rest.url !== undefined) masked.url = maskReportUrl(rest.url);
  if (rest.data !== undefined) masked.data = maskRequestData(rest.data);
  if (rest.query_string !== undefined) masked.query_string = maskQueryParams(rest.query_string);
  if (rest.headers !== undefined) masked.headers = maskHeaders(rest.headers);
  if (rest.env !== undefined) masked.env = maskReport(rest.env);
  return masked;
}

function maskBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const masked: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.message !== undefined) masked.message = scrubText(breadcrumb.message);
  if (breadcrumb.data !== undefined) {
    const data = maskReport(breadcrumb.data);
    for (const field of URL_BREADCRUMB_FIELDS) {
      const value: unknown = data[field];
      if (typeof value === 'string') data[field] = maskReportUrl(value);
    }
    masked.data = data;
  }
  return masked;
}

/**
 * Sentry's `beforeSend`: a masked copy of the event. extra, contexts, tags, request (data, query
 * string, url; cookies removed; x-access-token, cookie and authorization headers dropped) and
 * breadcrumb data go through the masking of personal data (plus secrets); the user keeps only
 * its id; e-mail addresses in messages are filtered.
 */
export function beforeSend(event: ErrorEvent, _hint?: EventHint): ErrorEvent {
  const masked: ErrorEvent = { ...event };
  if (event.extra !== undefined) masked.extra = maskReport(event.extra);
  if (event.contexts !== undefined) masked.contexts = maskReport(event.contexts);
  if (event.tags !== undefined) masked.tags = maskReport(event.tags);
  if (event.request !== undefined) masked.request = maskRequest(event.request);
  if (event.user !== undefined) {
    const id = event.user.id;
    if (id === undefined || id === null || id === '') delete masked.user;
    else masked.user = { id };
  }
  if (event.breadcrumbs !== undefined) masked.breadcrumbs = event.breadcrumbs.map(maskBreadcrumb);
  if (event.message !== undefined) masked.message = scrubText(event.message);
  if (event.logentry?.message !== undefined) {
    masked.logentry = { ...event.logentry, message: scrubText(event.logentry.message) };
  }
  if (event.exception?.values !== undefined) {
    masked.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) =>
        exception.value === undefined ? exception : { ...exception, value: scrubText(exception.value) },
      ),
    };
  }
  return masked;
}

/** Sentry's `beforeBreadcrumb`: breadcrumb data masked, URLs' query strings masked. */
export function beforeBreadcrumb(breadcrumb: Breadcrumb, _hint?: BreadcrumbHint): Breadcrumb {
  return maskBreadcrumb(breadcrumb);
}

// --- lifecycle -------------------------------------------------------------------------------

type State = 'idle' | 'loading' | 'ready' | 'disabled';

interface QueuedError {
  error: unknown;
  context: ErrorContext | undefined;
}

let state: State = 'idle';
let sentry: SentryModule | undefined;
let queue: QueuedError[] = [];
let userId: string | null | undefined;
let started: Promise<void> | undefined;
/** Starts loading the SDK now (an error is waiting). */
let loadNow: (() => void) | undefined;

function capture(module: SentryModule, { error, context }: QueuedError): void {
  try {
    const captureContext: { tags?: Record<string, string>; extra?: Record<string, unknown> } = {};
    if (context?.tags) captureContext.tags = context.tags;
    if (context?.extra) captureContext.extra = context.extra;
    module.captureException(error, captureContext);
  } catch {
    // Reporting never breaks the app.
  }
}

function applyUser(module: SentryModule): void {
  if (userId === undefined) return;
  try {
    module.setUser(userId === null ? null : { id: userId });
  } catch {
    // Reporting never breaks the app.
  }
}

/**
 * Starts error reporting: after the first paint (idle time, or the next task where
 * `requestIdleCallback` is missing) loads @sentry/browser, initialises it and sends the errors
 * reported so far. Without a DSN nothing is loaded and reported errors are dropped. Calling it
 * again returns the first call's promise. The promise resolves once the SDK is ready (or given up).
 */
export function startSentry(config: MonitoringConfig): Promise<void> {
  if (started) return started;
  if (!config.dsn) {
    state = 'disabled';
    queue = [];
    started = Promise.resolve();
    return started;
  }
  const dsn = config.dsn;
  state = 'loading';
  const { settled: quiet, now } = afterPageSettles(config.loadDelayMs ?? SDK_LOAD_DELAY_MS);
  loadNow = now;
  // Errors reported before this call are waiting already.
  if (queue.length) loadNow?.();
  started = quiet
    .then(() => import('./sentry-sdk'))
    .then((module) => {
      module.init({
        dsn,
        environment: config.environment,
        release: config.release,
        tracesSampleRate: TRACES_SAMPLE_RATE,
        dataCollection: DATA_COLLECTION,
        beforeSend,
        beforeBreadcrumb,
      });
      sentry = module;
      state = 'ready';
      applyUser(module);
      const pending = queue;
      queue = [];
      for (const item of pending) capture(module, item);
    })
    .catch(() => {
      // The SDK could not load (offline, blocked): reporting stays off.
      state = 'disabled';
      queue = [];
    });
  return started;
}

/**
 * Reports an error with optional tags and extra data (masked). Before the SDK has loaded the
 * error waits in a queue (up to MAX_QUEUED_ERRORS) and is sent once it has; with reporting off
 * it is dropped. Never throws.
 */
export function captureError(error: unknown, context?: ErrorContext): void {
  // The context is masked now, so nothing personal is kept in memory while waiting either.
  const item: QueuedError = {
    error,
    context: context && {
      tags: context.tags && maskReport(context.tags),
      extra: context.extra && maskReport(context.extra),
    },
  };
  if (state === 'ready' && sentry) capture(sentry, item);
  else if ((state === 'idle' || state === 'loading') && queue.length < MAX_QUEUED_ERRORS) {
    queue.push(item);
    loadNow?.();
  }
}

/** Sets (or clears with null) the signed-in user's id on reports. Only the id is ever sent. */
export function setSentryUser(id: string | null): void {
  userId = id;
  if (state === 'ready' && sentry) applyUser(sentry);
}
