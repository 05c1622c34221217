// A page only signed-in users see, as the server sends it: the server renders the anonymous site,
// so such a page's place holds the loading status of the session (the browser loads the session and
// the page), and the document has a title. Not an empty page under an empty title.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/app/entry-server';

// No call is made for these pages on the server: an address nobody listens on.
const apiBaseUrl = 'http://127.0.0.1:9';
const report = () => undefined;

describe('a signed-in page from the server', () => {
  it.each([
    ['/account', 'ログイン状態を確認しています…', '読み込み中… | 暮らしのプロ探し'],
    ['/en/request/req-0003', 'Checking your sign-in…', 'Loading… | '],
  ])('%s holds the session’s loading status and has a title', async (path, status, title) => {
    const response = await renderPage({
      request: new Request(`http://site.test${path}`),
      apiBaseUrl,
      report,
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`<p role="status"[^>]*>${status}</p>`));
    expect(html).toMatch(new RegExp(`<title>${title.replace(/[|]/g, '\\|')}[^<]*</title>`));
  });
});
