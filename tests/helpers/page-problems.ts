// What goes wrong on a page while a test drives it, collected for the test to assert empty.
import { type Page } from '@playwright/test';

/** Console errors and uncaught errors; `ignore` leaves out the console errors a spec expects. */
export function collectErrors(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore?.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React's hydration complaints, in development and production wording. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;
/** Calls the page makes for itself, not for its data: telemetry and error reports. */
const TELEMETRY = /\/api\/(beacons|1\/envelope)\//;

/**
 * What goes wrong as a server-rendered page hydrates: hydration warnings and errors, uncaught
 * errors, and Content-Security-Policy violations (a refused eval or inline script is reported by the
 * browser even when the code catches it, and Lighthouse's best practices count it); and the data
 * calls made after the HTML (a page's queries come with it: none is fetched again). Call before the
 * page is opened.
 */
export async function watchHydration(page: Page): Promise<{ problems: string[]; dataCalls: string[] }> {
  const problems: string[] = [];
  const dataCalls: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !TELEMETRY.test(url.pathname)) dataCalls.push(url.pathname);
  });
  return { problems, dataCalls };
}
