// The texts of the first page travel in its document: the server's render puts the translation
// bundles it used, in the page's language, into the router's dehydrated state (serialized into the
// document's scripts, escaped there), and the browser's router adds them to its instance before the
// first render, importing no translation chunk for them.
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../src/app/entry-server';
import type { RouterContext } from '../../../src/routes/-context';

// The bundles a sign-in page uses, their imports recorded; in Japanese `common`, a text that tries to
// end the script it travels in (the app's texts have no markup of the kind).
const { imported, recorded, PROBE } = vi.hoisted(() => {
  const imported: string[] = [];
  const PROBE = '</script><script>alert(1)</script><!-- \u2028';
  const recorded =
    (name: string, extra: Record<string, string> = {}) =>
    async (importOriginal: () => Promise<{ default: Record<string, unknown> }>) => {
      imported.push(name);
      const { default: bundle } = await importOriginal();
      return { default: { ...bundle, ...extra } };
    };
  return { imported, recorded, PROBE };
});
vi.mock('../../../src/lib/i18n/resources/ja/common.json', recorded('ja/common', { probe: PROBE }));
vi.mock('../../../src/lib/i18n/resources/ja/form.json', recorded('ja/form'));
vi.mock('../../../src/lib/i18n/resources/en/common.json', recorded('en/common'));
vi.mock('../../../src/lib/i18n/resources/en/form.json', recorded('en/form'));

/** The server's HTML for `path` (a page that calls no API). */
async function documentOf(path: string) {
  const response = await renderPage({
    request: new Request(`http://site.test${path}`),
    apiBaseUrl: 'http://127.0.0.1:9',
    report: () => undefined,
    nonce: 'n0nce',
  });
  return response.text();
}

/** What the document's router scripts leave for the browser's router (`$_TSR.router.dehydratedData`). */
function dehydratedDataIn(html: string): unknown {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('$_TSR') || script.includes('$R'));
  const page = vm.createContext({ ReadableStream, document: { currentScript: { remove: () => undefined } } });
  page.self = page;
  for (const script of scripts) vm.runInContext(script, page);
  return (page.$_TSR as { router: { dehydratedData: unknown } }).router.dehydratedData;
}

/**
 * The browser's side, in a module graph of its own (no translation chunk imported yet): a router
 * whose hydrate is given `dehydrated`; the instance and what was imported meanwhile.
 */
async function hydratedBrowser(language: 'ja' | 'en', dehydrated: unknown) {
  vi.resetModules();
  imported.length = 0;
  const { createI18n } = await import('../../../src/lib/i18n');
  const { createAppRouter } = await import('../../../src/app/router');
  const { createQueryClient } = await import('../../../src/api');
  const i18n = createI18n(language);
  const router = createAppRouter({
    i18n,
    queryClient: createQueryClient(),
    api: {},
  } as unknown as RouterContext);
  await router.options.hydrate?.(dehydrated as never);
  return { i18n, imported: [...imported] };
}

describe("the first page's texts", () => {
  it('a page in Japanese: the server renders its texts and its document carries the bundles', async () => {
    const html = await documentOf('/sign-in');
    expect(html).toMatch(/<h1>ログイン<\/h1>/);
    const { texts } = dehydratedDataIn(html) as {
      texts: { language: string; bundles: Record<string, unknown> };
    };
    expect(texts.language).toBe('ja');
    expect(Object.keys(texts.bundles)).toEqual(['common', 'form']);

    const browser = await hydratedBrowser('ja', dehydratedDataIn(html));
    expect(browser.i18n.t('auth.signInTitle')).toBe('ログイン');
    expect(browser.i18n.t('form:errors.required')).toBe('この項目は必須です');
    expect(browser.imported).toEqual([]);
  });

  it('a page in English: English only, and the browser imports nothing for it', async () => {
    const html = await documentOf('/en/sign-in');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    const { texts } = dehydratedDataIn(html) as {
      texts: { language: string; bundles: Record<string, unknown> };
    };
    expect(texts.language).toBe('en');
    expect(Object.keys(texts.bundles)).toEqual(['common', 'form']);

    // The browser's instance starts in the page's language (createServices) or is switched to it.
    const browser = await hydratedBrowser('ja', dehydratedDataIn(html));
    expect(browser.i18n.language).toBe('en');
    expect(browser.i18n.t('auth.signInTitle')).toBe('Sign in');
    expect(browser.i18n.t('form:errors.required')).toBe('This field is required');
    expect(browser.imported).toEqual([]);
  });

  it('a text cannot end the script it travels in, and arrives as it was', async () => {
    const html = await documentOf('/sign-in');
    expect(html).not.toContain('alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)?.length ?? 0);
    const { texts } = dehydratedDataIn(html) as { texts: { bundles: { common: { probe: string } } } };
    expect(texts.bundles.common.probe).toBe(PROBE);
  });
});
