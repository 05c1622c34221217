// Hostile data by response interception: every display string of every API answer is replaced
// from an XSS and layout corpus, every URL field by an address the app must not link; then what a
// page must never do with it — run it, insert a live element, link a non-https address, or widen
// the page.
import type { Page } from '@playwright/test';
import { isApiCall } from './faults';

const MARK = '__chaosXss';
/** Text payloads: markup that would run if rendered as HTML, and strings that stress the layout. */
export const TEXT_CORPUS = [
  `<img src=x onerror="window.${MARK}=1">`,
  `<script>window.${MARK}=1</script>`,
  `"><svg onload="window.${MARK}=1">`,
  `javascript:window.${MARK}=1`,
  'W'.repeat(10_000),
  `https://example.com/${'segment'.repeat(40)}`,
  `山田\u202E子花\u202C`,
  '👨‍👩‍👧‍👦'.repeat(50),
  `{{constructor.constructor('window.${MARK}=1')()}}`,
];
/** HTML bodies: sanitized before rendering, with links the sanitizer must drop. */
const HTML_CORPUS = `<p>ok</p><script>window.${MARK}=1</script><img src=x onerror="window.${MARK}=1"><a href="javascript:window.${MARK}=1">js</a><a href="http://plain.example/">http</a><a href="//evil.example/">rel</a><iframe src="https://evil.example/"></iframe>`;
/** Addresses in URL fields that must never become a link or an image. */
export const URL_CORPUS = [
  `javascript:window.${MARK}=1`,
  'http://plain.example/page',
  '//evil.example/x',
  `data:text/html,<script>window.${MARK}=1</script>`,
  'https://user:pass@evil.example/',
];

// Identifiers, keys, slugs and dates route the page and stay; display text (with spaces or
// non-ASCII characters) is replaced.
const IDENTIFIER = /^[A-Za-z0-9_.:+-]*$/;
const URL_KEY = /url$|href$|link$/i;

function poison(value: unknown, key: string, counter: { n: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key, counter));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, poison(item, name, counter)]),
    );
  if (typeof value !== 'string') return value;
  counter.n += 1;
  if (URL_KEY.test(key)) return URL_CORPUS[counter.n % URL_CORPUS.length];
  if (/html$/i.test(key)) return HTML_CORPUS;
  if (IDENTIFIER.test(value) || value.startsWith('/')) return value;
  return TEXT_CORPUS[counter.n % TEXT_CORPUS.length];
}

/** Every JSON answer of the API arrives poisoned. */
export async function poisonAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => isApiCall(url),
    async (route) => {
      try {
        const answer = await route.fetch();
        const type = answer.headers()['content-type'] ?? '';
        if (!answer.ok() || !type.includes('json')) return await route.fulfill({ response: answer });
        const body = (await answer.json()) as unknown;
        return await route.fulfill({ response: answer, json: poison(body, '', { n: 0 }) });
      } catch {
        // The test ended while a late call (a prefetch) was still under way: nothing to answer.
        return undefined;
      }
    },
  );
}

export interface HostileFindings {
  executed: boolean;
  liveElements: string[];
  unsafeLinks: string[];
  overflow: number;
  /** The innermost element reaching past the viewport, when the page overflows. */
  widest?: string;
}

/** What the poisoned page did: ran a payload, holds a live injected element, links off https. */
export function findings(page: Page): Promise<HostileFindings> {
  return page.evaluate((mark) => {
    const live = [
      ...document.querySelectorAll('[onerror], [onload], iframe, object, embed, body script:not([src])'),
    ]
      .filter((element) => !(element instanceof HTMLScriptElement && element.type === 'application/ld+json'))
      .map((element) => element.outerHTML.slice(0, 80));
    const unsafe = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((anchor) => {
        const url = new URL(anchor.href, location.href);
        return url.origin !== location.origin && url.protocol !== 'https:';
      })
      .map((anchor) => anchor.getAttribute('href') ?? '');
    return {
      executed: (window as unknown as Record<string, unknown>)[mark] !== undefined,
      liveElements: live,
      unsafeLinks: unsafe,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      widest: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .at(-1),
    };
  }, MARK);
}
