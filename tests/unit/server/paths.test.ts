// How the production server spells a page's path: one spelling per page. A trailing slash or a
// repeated slash is a permanent redirect (301) to the path without it, the query kept, in one hop
// when that path itself redirects (`/en/` → `/en/start`); never to another host. Paths are
// case-sensitive on every page kind: an upper-case spelling of a page is not found, as the
// language prefix, the marketing pages and the profiles already were.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RenderPage } from '../../../server/app';
import { renderPage } from '../../../src/app/entry-server';

const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));

describe('trailing and repeated slashes', () => {
  const rendered: string[] = [];
  /** The app, as far as these tests need it: the start redirects, one page has moved, the rest are pages. */
  const fakeRender: RenderPage = async ({ request }) => {
    const url = new URL(request.url);
    rendered.push(`${url.pathname}${url.search}`);
    const moved: Record<string, [number, string]> = {
      '/': [302, '/start'],
      '/en': [302, '/en/start'],
      '/home/garden/house-cleaning': [301, '/home/cleaning/house-cleaning'],
    };
    const redirect = moved[url.pathname];
    if (redirect) return new Response(null, { status: redirect[0], headers: { location: redirect[1] } });
    return new Response('<!doctype html><title>page</title>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({
      clientDir,
      renderPage: fakeRender,
      manifest: { routes: {} },
      apiBaseUrl: 'http://127.0.0.1:9',
      logger: false,
    });
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    ['/home/cleaning/house-cleaning/tokyo/', '/home/cleaning/house-cleaning/tokyo'],
    [
      '/home/cleaning/house-cleaning/tokyo/?day=sat&page=2',
      '/home/cleaning/house-cleaning/tokyo?day=sat&page=2',
    ],
    ['/en/start/', '/en/start'],
    ['/blog/', '/blog'],
    ['/profile/x/pro/', '/profile/x/pro'],
    ['/profile/x/pro//', '/profile/x/pro'],
    ['/home//cleaning/house-cleaning', '/home/cleaning/house-cleaning'],
    ['/home///cleaning//house-cleaning/', '/home/cleaning/house-cleaning'],
    // Never a protocol-relative address (another host).
    ['//evil.example/blog', '/evil.example/blog'],
  ])('%s is moved for good to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('follows a redirect of the path without the slash in the same answer, as permanent as it is', async () => {
    // /en redirects to the start page for now (302): so does /en/, in one hop.
    const en = await get('/en/');
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/en/start');
    expect((await get('//')).headers.location).toBe('/start');
    // A moved page stays moved for good.
    const moved = await get('/home/garden/house-cleaning/');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/home/cleaning/house-cleaning');
  });

  it('renders a page spelled once as it is', async () => {
    rendered.length = 0;
    const page = await get('/home/cleaning/house-cleaning/tokyo?day=sat');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>page</title>');
    expect(rendered).toEqual(['/home/cleaning/house-cleaning/tokyo?day=sat']);
    expect((await get('/')).statusCode).toBe(302);
  });
});

describe('upper-case paths, with the app', () => {
  // An API that knows nothing: no category, and every page the app looks up is not found.
  const api = http.createServer((request, response) => {
    const categories = (request.url ?? '').split('?')[0]?.endsWith('/job-categories');
    response.writeHead(categories ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(categories ? [] : { error: 'Not Found', message: 'not found', statusCode: 404 }),
    );
  });
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    app = await createServer({
      clientDir,
      renderPage,
      manifest: { routes: {} },
      apiBaseUrl: `http://127.0.0.1:${port}`,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    api.closeAllConnections();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it('a page in its own spelling renders; /en/ goes to the English start page in one hop', async () => {
    expect((await app.inject({ method: 'GET', url: '/sign-in' })).statusCode).toBe(200);
    const en = await app.inject({ method: 'GET', url: '/en/' });
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/en/start');
  });

  it.each([
    ['/SIGN-IN'],
    ['/Sign-in'],
    ['/BLOG'],
    ['/Start'],
    ['/en/BLOG'],
    ['/en/Sign-in'],
    ['/EN/start'],
    ['/HOME/cleaning/house-cleaning/tokyo'],
    ['/profile/GOTO-HOUSE-CLEANING/pro'],
    ['/profile/goto-house-cleaning/PRO'],
  ])('%s is not found', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
