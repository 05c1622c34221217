// The faults the chaos suite puts between the app and the mock API, by route interception: the
// app's own code (client, queries, boundaries) meets them exactly as it would a flaky network or
// a broken server. `slow` is no failure: every API call, the server's render's and the browser's,
// answers late (the mock kit waits `x-mock-delay` ms), past the server's render deadline.
import type { Page, Route } from '@playwright/test';

export const FAULTS = ['abort', '500', '429', 'malformed', 'schema', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

/** How late every call answers under `slow`: past the server's render deadline (1 s), well within a test. */
export const SLOW_API_MS = 3_000;

/** The production server's default render deadline, which the slow fault's renders use. */
export const SSR_DEADLINE_MS = 1_000;

const errorBody = (code: string) => ({ error: { code, message: `chaos: ${code}` } });

/** Answers `route` with `fault`. */
async function fail(route: Route, fault: Exclude<Fault, 'slow'>): Promise<void> {
  switch (fault) {
    case 'abort':
      return route.abort('connectionreset');
    case '500':
      return route.fulfill({ status: 500, json: errorBody('INTERNAL_ERROR') });
    case '429':
      return route.fulfill({ status: 429, json: errorBody('RATE_LIMITED') });
    case 'malformed':
      // A cut-off body with a JSON content type (a proxy timing out mid-answer).
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"id": "cut-off", "list": [',
      });
    case 'schema':
      // Valid JSON of the wrong shape: an object where a list is expected, required fields missing.
      return route.fulfill({ status: 200, json: { chaos: 'this answer breaks the contract' } });
  }
}

/**
 * The API calls a page makes: not the beacons (telemetry never changes what the user sees) nor the
 * Sentry envelopes the mock kit's DSN posts under /api/<project>/envelope/ (the reports under test).
 */
export const isApiCall = (url: URL) =>
  url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/api/beacons') &&
  !/^\/api\/\d+\/envelope\/?$/.test(url.pathname);

/** Every API call matching `which` fails with `fault`; returns the paths it failed. */
export async function injectFault(
  page: Page,
  fault: Fault,
  which: (url: URL) => boolean = isApiCall,
): Promise<string[]> {
  if (fault === 'slow') {
    if (which !== isApiCall) throw new Error('The slow fault delays every API call');
    // The document is server-rendered (not the projects' `x-render: client`): the server's calls
    // carry the delay to the mock kit as the browser's do.
    await page.setExtraHTTPHeaders({
      'x-render': 'server',
      'x-mock-delay': String(SLOW_API_MS),
      'x-ssr-deadline': String(SSR_DEADLINE_MS),
    });
    return [];
  }
  const failed: string[] = [];
  await page.route(
    (url) => isApiCall(url) && which(url),
    async (route) => {
      failed.push(new URL(route.request().url()).pathname);
      // A late call may still be answered after the test ended: nothing left to answer then.
      await fail(route, fault).catch(() => undefined);
    },
  );
  return failed;
}
