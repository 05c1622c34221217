// The server's HTML of a page whose sections load during the render (their queries are not the
// loaders'): the sections that answer within the server's short wait are in the HTML in place, so the
// browser paints the page once, as it stays (a skeleton painted first, its content moved in at the
// end of the document, shifted everything under it: CLS 0.017 on the start page, 0.019 on a
// profile). A slower section still streams: its skeleton first, its content later in the document;
// a crawler gets them all in place.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/app/entry-server';
import { mockApiUrl } from '../harness';

const report = () => undefined;
/** React's streamed boundary: the skeleton's place marker, and the content sent after it. */
const FALLBACK = /<template id="B:\d+"/;
const STREAMED = /<div hidden id="S:\d+"/;

async function html(path: string, mockDelay?: string, userAgent?: string) {
  const response = await renderPage({
    request: new Request(`http://site.test${path}`, {
      headers: userAgent ? { 'user-agent': userAgent } : {},
    }),
    apiBaseUrl: mockApiUrl(),
    report,
    mockDelay,
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The text of the element with `id`, as far as the next section (the HTML between, tags removed). */
const sectionText = (page: string, id: string) =>
  (new RegExp(`id="${id}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? '').replace(/<[^>]+>/g, ' ');

describe('sections in the server’s HTML', () => {
  it('the start page: its popular services are in place, no skeleton', async () => {
    const page = await html('/start');
    expect(page).not.toMatch(FALLBACK);
    expect(page).not.toMatch(STREAMED);
    expect(page).toContain('href="/home/cleaning/house-cleaning"');
  });

  it('a pro profile: its job types, areas, pricing and case studies are in place, no skeleton', async () => {
    const page = await html('/profile/hashimoto-house-cleaning/pro');
    expect(page).not.toMatch(FALLBACK);
    expect(page).not.toMatch(STREAMED);
    expect(sectionText(page, 'prefectures')).toContain('神奈川県');
    expect(sectionText(page, 'pricing-menu')).toMatch(/￥[\d,]+/);
  });

  it('a section slower than the wait streams: its skeleton in place, its content later', async () => {
    // Every call of this render answers after 600 ms: the loaders' (awaited), then the sections'.
    const page = await html('/profile/hashimoto-house-cleaning/pro', '600');
    expect(page).toMatch(FALLBACK);
    expect(page).toMatch(STREAMED);
    const streamed = page.slice(page.search(STREAMED));
    expect(streamed).toContain('神奈川県');
  });

  it('a crawler gets every section in place, however long it takes', async () => {
    const page = await html(
      '/profile/hashimoto-house-cleaning/pro',
      '600',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(page).not.toMatch(FALLBACK);
    expect(page).not.toMatch(STREAMED);
    expect(sectionText(page, 'prefectures')).toContain('神奈川県');
  });
});
