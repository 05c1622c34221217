// The render deadline: a page whose API does not answer in time is sent as the document alone (the
// header, the footer and the page's skeleton; the browser loads the data), never cached, logged,
// and the render's API calls are aborted. A page that needs no slow call renders in full.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { renderPage } from '../../../src/app/entry-server';

/** An API that never answers: it counts the calls it got and the ones their caller gave up. */
function hangingApi() {
  const calls: string[] = [];
  const abandoned: string[] = [];
  const server = http.createServer((request, response) => {
    calls.push(request.url ?? '');
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(request.url ?? '');
    });
  });
  return { server, calls, abandoned };
}

const api = hangingApi();
let apiBaseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const address = api.server.address() as { port: number };
  apiBaseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  api.server.closeAllConnections();
  await new Promise<void>((resolve) => api.server.close(() => resolve()));
});

const JOB_TYPE_PAGE = '/home/cleaning/house-cleaning';
const report = () => undefined;

describe('renderPage with a deadline', () => {
  it('sends the document with the page skeleton once the deadline passes, uncached, and aborts the calls', async () => {
    const deadlines: { path: string; deadlineMs: number }[] = [];
    const started = Date.now();
    const response = await renderPage({
      request: new Request(`http://site.test${JOB_TYPE_PAGE}?utm=x`),
      apiBaseUrl,
      report,
      deadlineMs: 300,
      onDeadline: (event) => deadlines.push(event),
    });
    const html = await response.text();
    const elapsed = Date.now() - started;

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(5_000);
    // The frame and the page's place held by its skeleton; no page content.
    expect(html).toMatch(/<header[^>]*class="[^"]*"/);
    expect(html).toContain('<footer');
    expect(html).toContain('data-testid="page-pending"');
    expect(html).toContain('読み込み中…');
    expect(html).not.toMatch(/<h1[\s>]/);
    // One log event, with the path alone (no query string).
    expect(deadlines).toEqual([{ path: JOB_TYPE_PAGE, deadlineMs: 300 }]);
    // The render's calls were made, and every one still pending was given up.
    expect(api.calls.length).toBeGreaterThan(0);
    await expect.poll(() => api.abandoned.length).toBe(api.calls.length);
  });

  it('renders the full page when its data is in time (a page without API calls)', async () => {
    const deadlines: unknown[] = [];
    const response = await renderPage({
      request: new Request('http://site.test/en/sign-in'),
      apiBaseUrl,
      report,
      deadlineMs: 5_000,
      onDeadline: (event) => deadlines.push(event),
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).not.toContain('data-testid="page-pending"');
    expect(deadlines).toEqual([]);
  });
});

describe('the production server with a deadline', () => {
  it('answers a slow page with the uncached document and keeps caching the pages rendered in time', async () => {
    const app = await createServer({
      clientDir: mkdtempSync(path.join(tmpdir(), 'client-')),
      renderPage,
      manifest: { routes: {} },
      apiBaseUrl,
      renderDeadlineMs: 300,
      logger: false,
    });
    try {
      const slow = await app.inject({ method: 'GET', url: '/en/home/cleaning/house-cleaning' });
      expect(slow.statusCode).toBe(200);
      expect(slow.headers['cache-control']).toBe('no-store');
      expect(slow.body).toContain('data-testid="page-pending"');
      expect(slow.body).toContain('Loading…');

      const inTime = await app.inject({ method: 'GET', url: '/sign-in' });
      expect(inTime.statusCode).toBe(200);
      expect(inTime.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
      expect(inTime.body).not.toContain('data-testid="page-pending"');
    } finally {
      await app.close();
    }
  });
});
