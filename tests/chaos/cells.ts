// One cell of the chaos matrix: a page opened with a fault injected, and every rule it must keep —
// no uncaught error, never blank, the right state (the error page of the right kind, never "not
// found" for a failure), no statement of "none" that the failure made up, one report per failure.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { injectFault, isApiCall, type Fault } from './faults';
import {
  localized,
  settledState,
  statementsOfNone,
  uncaughtErrors,
  type Language,
  type PageState,
  type RouteShape,
} from './pages';
import { clearSinks, duplicates, sentryEvents, type SentryEvent } from './sinks';

/** The error page each fault must give a route whose loader needs the API. */
const expectedState: Record<Fault, PageState[]> = {
  abort: ['error:network'],
  '500': ['error:failed'],
  '429': ['error:rateLimited'],
  malformed: ['error:failed'],
  // Valid JSON of the wrong shape: the page may cope, or fail into its error page; never worse.
  schema: ['error:failed', 'page'],
  // Late answers are answers: the page, once they come.
  slow: ['page'],
};

/** How soon after a navigation the frame and the page's progress (or the page) must show, whatever the API does. */
const FRAME_WITHIN_MS = 1_500;

/**
 * Under `slow`, the page is never blank while it waits: within FRAME_WITHIN_MS of the navigation
 * the header shows, and in the main area a skeleton or other progress (or already the page).
 */
async function frameWhileWaiting(page: Page, path: string): Promise<string[]> {
  const started = Date.now();
  const remaining = () => Math.max(1, FRAME_WITHIN_MS - (Date.now() - started));
  await page.goto(path, { waitUntil: 'commit' });
  const progress = page.locator('main [aria-busy="true"]').filter({ visible: true });
  const heading = page.getByRole('heading', { level: 1 });
  const problems: string[] = [];
  const header = await expect(page.getByRole('banner'))
    .toBeVisible({ timeout: remaining() })
    .then(() => true)
    .catch(() => false);
  if (!header) problems.push(`no header ${FRAME_WITHIN_MS} ms after navigation`);
  const shown = await expect(progress.or(heading).first())
    .toBeVisible({ timeout: remaining() })
    .then(() => true)
    .catch(() => false);
  if (!shown) problems.push(`neither progress nor the page ${FRAME_WITHIN_MS} ms after navigation`);
  return problems;
}

/** Waits until the sink has a report (they travel after a lazy Sentry load), then reads them all. */
async function reportsAfterFailure(request: APIRequestContext): Promise<SentryEvent[]> {
  let events: SentryEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await sentryEvents(request);
        return events.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
    .catch(() => undefined);
  return events;
}

/** Every API call of the page fails with `fault`. */
export async function routeUnderFault(
  page: Page,
  request: APIRequestContext,
  route: RouteShape,
  language: Language,
  fault: Fault,
): Promise<string[]> {
  await clearSinks(request);
  const errors = uncaughtErrors(page);
  const failed = await injectFault(page, fault);
  // A page whose loader makes no call is opened as it is served (the browser's calls still fail): in
  // the test-only `x-render: client` document its loader can settle while React is still hydrating,
  // a mismatch of that mode alone (React #418: once in a full run, once in 90 sign-in cells under load;
  // see routes.spec.ts).
  if (!route.needsApi && fault !== 'slow') await page.setExtraHTTPHeaders({ 'x-render': 'server' });
  const problems: string[] = [];
  if (fault === 'slow') problems.push(...(await frameWhileWaiting(page, localized(route.path, language))));
  else await page.goto(localized(route.path, language));
  const state = await settledState(page);
  if (errors.length > 0) problems.push(`uncaught error: ${errors[0]}`);
  if (state === 'blank') problems.push('blank page');
  if (state === 'notFound') problems.push('"not found" for a failure');
  else if (route.needsApi && !expectedState[fault].includes(state))
    problems.push(`state ${state}, expected ${expectedState[fault].join(' or ')}`);
  const none = await statementsOfNone(page, language);
  if (none.length > 0) problems.push(`false "none": ${none.join(' / ')}`);
  if (failed.length > 0 && state !== 'page') {
    const events = await reportsAfterFailure(request);
    if (events.length === 0) problems.push('no Sentry report');
    const twice = duplicates(events);
    if (twice.length > 0) problems.push(`reported twice: ${twice[0]}`);
  }
  return problems;
}

/** The API paths a page calls when nothing fails (beacons and reports aside). */
export async function callsOf(page: Page, path: string): Promise<string[]> {
  const calls = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isApiCall(url)) calls.add(url.pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sections start their calls after the first paint: scroll through so every part renders.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  return [...calls].sort();
}

/**
 * One call fails alone (a 500): the page stays (its resolution aside, which is the error page),
 * the failed part says so or hides, nothing states "none" that the baseline did not, and the
 * failure is reported once.
 */
export async function callFailedAlone(
  page: Page,
  request: APIRequestContext,
  path: string,
  call: string,
  options: { resolution: boolean; baselineNone: string[]; language: Language },
): Promise<string[]> {
  await clearSinks(request);
  const errors = uncaughtErrors(page);
  const failed = await injectFault(page, '500', (url) => url.pathname === call);
  await page.goto(path);
  const expected: PageState = options.resolution ? 'error:failed' : 'page';
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.first())
    .toBeVisible({ timeout: 20_000 })
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const state = await settledState(page);
  const problems: string[] = [];
  if (errors.length > 0) problems.push(`uncaught error: ${errors[0]}`);
  if (state !== expected) problems.push(`state ${state}, expected ${expected}`);
  const none = (await statementsOfNone(page, options.language)).filter(
    (text) => !options.baselineNone.includes(text),
  );
  if (none.length > 0) problems.push(`false "none": ${none.join(' / ')}`);
  if (failed.length > 0) {
    const events = await reportsAfterFailure(request);
    const ofThisFailure = events.filter((event) => event.tags.status === '500');
    if (ofThisFailure.length !== 1)
      problems.push(`${ofThisFailure.length} Sentry reports of the 500, expected 1`);
  }
  return problems;
}
