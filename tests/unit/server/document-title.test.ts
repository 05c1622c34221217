// The document's title in the server's HTML: a page's own title is the first (and only) <title>;
// a document without the page (the skeleton sent when the render's deadline passed, an error page)
// carries the site's name, in the page's language, instead of no title at all.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/app/entry-server';
import { localApi } from '../../helpers/local-api';

/** An API whose latest-articles call fails (a 4xx: not tried again) and whose other calls never answer. */
const api = localApi((request, response) => {
  if (request.url?.startsWith('/blog-posts')) {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'INTERNAL', message: 'down' }));
  }
});

const report = () => undefined;
const titles = (html: string) => [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]);

describe("the server's HTML", () => {
  it.each([
    ['/home/cleaning/house-cleaning', '暮らしのプロ探し'],
    ['/en/home/cleaning/house-cleaning', 'Home Pros'],
  ])('the skeleton of %s: the site name as its title', async (path, siteName) => {
    const response = await renderPage({
      request: new Request(`http://site.test${path}`),
      apiBaseUrl: api.baseUrl(),
      report,
      deadlineMs: 200,
    });
    const html = await response.text();
    expect(html).toContain('data-testid="page-pending"');
    expect(titles(html)).toEqual([siteName]);
  });

  it.each([
    ['/blog', '暮らしのプロ探し'],
    ['/en/blog', 'Home Pros'],
  ])('an error page (%s): a title that names the site', async (path, siteName) => {
    const response = await renderPage({
      request: new Request(`http://site.test${path}`),
      apiBaseUrl: api.baseUrl(),
      report,
    });
    const html = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(html).not.toContain('data-testid="page-pending"');
    expect(titles(html)[0]).toContain(siteName);
  });

  it('a page shown: its own title, and no other', async () => {
    const response = await renderPage({
      request: new Request('http://site.test/en/sign-in'),
      apiBaseUrl: api.baseUrl(),
      report,
    });
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(titles(html)).toEqual(['Sign in | Home Pros']);
  });
});
