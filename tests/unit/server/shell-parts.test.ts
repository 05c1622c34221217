// The parts of the site's frame whose code loads in chunks of their own (the not-found
// page) are in the server's HTML all the same, in place: the server waits for their modules.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/app/entry-server';
import { localApi } from '../../helpers/local-api';

/** An API that knows no category: every path below the site's own is not found. */
const api = localApi((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('[]');
});

describe("the server's HTML of a page that is not found", () => {
  it('has the not-found page in the main element, and the footer after it', async () => {
    const response = await renderPage({
      request: new Request('http://site.test/no-such-category'),
      apiBaseUrl: api.baseUrl(),
      report: () => undefined,
    });
    const html = await response.text();
    expect(response.status).toBe(404);
    const main = html.indexOf('<main');
    const notFound = html.indexOf('data-testid="not-found"');
    const footer = html.indexOf('<footer');
    expect(main).toBeGreaterThan(-1);
    expect(notFound).toBeGreaterThan(main);
    expect(footer).toBeGreaterThan(notFound);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // In place, not streamed after the document's end.
    expect(html).not.toContain('<template');
  });
});
