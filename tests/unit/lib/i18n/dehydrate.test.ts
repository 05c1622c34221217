// A page's texts travel with its document: the server's render hands the bundles it used, in the
// page's language, to the browser (dehydrateTexts, in the router's dehydrated state), and the browser
// adds them to its instance before its first render (hydrateTexts), without importing a translation
// chunk. English has every key Japanese has (resources.test.ts): a page in English needs no Japanese.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  dehydrateTexts,
  ensureResources,
  hydrateTexts,
  namespacesInUse,
  type Namespace,
} from '../../../../src/lib/i18n';
import type { AppLanguage } from '../../../../src/lib/i18n/languages';

// Every translation chunk the tests may load, recorded as it is imported (a loader of ensureResources
// ran). A module is imported once per file: each test loads chunks no other test loads.
const { imported, recorded } = vi.hoisted(() => {
  const imported: string[] = [];
  const recorded = (name: string) => async (importOriginal: () => Promise<unknown>) => {
    imported.push(name);
    return importOriginal();
  };
  return { imported, recorded };
});
vi.mock('../../../../src/lib/i18n/resources/ja/common.json', recorded('ja/common'));
vi.mock('../../../../src/lib/i18n/resources/ja/form.json', recorded('ja/form'));
vi.mock('../../../../src/lib/i18n/resources/ja/marketing.json', recorded('ja/marketing'));
vi.mock('../../../../src/lib/i18n/resources/ja/pros.json', recorded('ja/pros'));
vi.mock('../../../../src/lib/i18n/resources/en/common.json', recorded('en/common'));
vi.mock('../../../../src/lib/i18n/resources/en/form.json', recorded('en/form'));
vi.mock('../../../../src/lib/i18n/resources/en/marketing.json', recorded('en/marketing'));
vi.mock('../../../../src/lib/i18n/resources/en/pros.json', recorded('en/pros'));

/** A bundle as its file holds it (read from disk: importing it would run the recorder). */
const bundle = (language: AppLanguage, namespace: Namespace): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../src/lib/i18n/resources/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** The server's instance after a marketing page's render in `language`: its `common` and `marketing`. */
const serverAfterMarketingPage = (language: AppLanguage) =>
  createI18n(language, {
    [language]: { common: bundle(language, 'common'), marketing: bundle(language, 'marketing') },
  });

beforeEach(() => {
  imported.length = 0;
});

describe("a page's texts, from the server's render to the browser's", () => {
  it('an instance holds no text it was not given (none in the JavaScript that creates it)', () => {
    const i18n = createI18n('ja');
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(false);
    expect(imported).toEqual([]);
  });

  it('a page in Japanese: its bundles travel, and `t` has them in the browser with no chunk imported', async () => {
    const texts = dehydrateTexts(serverAfterMarketingPage('ja'));
    expect(texts).toEqual({
      language: 'ja',
      bundles: { common: bundle('ja', 'common'), marketing: bundle('ja', 'marketing') },
    });

    const browser = createI18n('ja');
    await hydrateTexts(browser, texts);
    expect(browser.t('appName')).toBe('暮らしのプロ探し');
    expect(browser.t('marketing:meta.nationwide')).toBe('全国');
    // The route's loaders ask for them again: loaded already.
    await ensureResources(browser, 'ja', ['common', 'marketing']);
    expect(imported).toEqual([]);
    // A namespace the page did not use loads on demand, as before.
    await ensureResources(browser, 'ja', ['form']);
    expect(imported).toEqual(['ja/form']);
  });

  it('a page in English: only English travels and the browser imports no Japanese', async () => {
    const server = serverAfterMarketingPage('en');
    const texts = dehydrateTexts(server);
    expect(texts).toEqual({
      language: 'en',
      bundles: { common: bundle('en', 'common'), marketing: bundle('en', 'marketing') },
    });

    const browser = createI18n('en');
    await hydrateTexts(browser, texts);
    expect(browser.t('appName')).toBe('Home Pros');
    expect(browser.t('marketing:meta.nationwide')).toBe('Japan');
    await ensureResources(browser, 'en', ['common', 'marketing', 'pros']);
    expect(imported).toEqual(['en/pros']);
  });

  it('a switch to the other language loads the namespaces in use in it', async () => {
    const browser = createI18n('en');
    await hydrateTexts(browser, dehydrateTexts(serverAfterMarketingPage('en')));
    expect(namespacesInUse(browser)).toEqual(['common', 'marketing']);
    await ensureResources(browser, 'ja', ['common', ...namespacesInUse(browser)]);
    expect(imported.sort()).toEqual(['ja/common', 'ja/marketing']);
    await browser.changeLanguage('ja');
    expect(browser.t('marketing:meta.nationwide')).toBe('全国');
  });

  it('the server loads no Japanese fallback for a page in English', async () => {
    const server = createI18n('en');
    await ensureResources(server, 'en', ['common', 'form']);
    expect(imported.sort()).toEqual(['en/common', 'en/form']);
    expect(dehydrateTexts(server).bundles).toEqual({
      common: bundle('en', 'common'),
      form: bundle('en', 'form'),
    });
  });
});
