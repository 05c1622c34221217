// @vitest-environment jsdom
// The inline script that starts the app's code once the server's page has painted: the chunks as
// module preloads, then the entry, each with the script's CSP nonce; the entry only once the document
// is parsed; at once in a background tab; once only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAME_MS, startAfterFirstPaint } from '../../../server/start-after-paint';

const ENTRY = '/assets/entry-1.js';
const CHUNKS = ['/assets/framework-2.js', '/assets/shared-3.js'];

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  delete (window as { __appStart?: number }).__appStart;
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

function run({ visibility = 'visible', readyState = 'complete' } = {}) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility as DocumentVisibilityState);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState as DocumentReadyState);
  const script = document.createElement('script');
  script.nonce = 'n0nce';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The text as the page carries it, run as the browser runs an inline script.
  new Function(startAfterFirstPaint(ENTRY, CHUNKS))();
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.nonce,
  ]);
const entries = () =>
  [...document.body.querySelectorAll('script')].map((script) => [
    script.type,
    script.getAttribute('src'),
    script.nonce,
  ]);

describe('starting the app after the first paint', () => {
  it('adds nothing before the first frame, then the preloads and the entry, with the nonce', () => {
    run();
    expect(preloads()).toEqual([]);
    expect(entries()).toEqual([]);
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(CHUNKS.map((href) => ['modulepreload', href, 'n0nce']));
    expect(entries()).toEqual([['module', ENTRY, 'n0nce']]);
    // The fallback timer does not add them again.
    vi.advanceTimersByTime(NO_FRAME_MS);
    expect(entries()).toHaveLength(1);
  });

  it('starts after NO_FRAME_MS when no frame comes', () => {
    run();
    vi.advanceTimersByTime(NO_FRAME_MS - 1);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual([['module', ENTRY, 'n0nce']]);
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(entries()).toHaveLength(1);
    expect(preloads()).toHaveLength(CHUNKS.length);
  });

  it('starts at once in a background tab (nothing is painted there)', () => {
    run({ visibility: 'hidden' });
    expect(preloads()).toHaveLength(CHUNKS.length);
    expect(entries()).toEqual([['module', ENTRY, 'n0nce']]);
  });

  it('on a page still being parsed: the preloads after the first frame, the entry once it is parsed', () => {
    run({ readyState: 'loading' });
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(preloads()).toHaveLength(CHUNKS.length);
    expect(entries()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entries()).toEqual([['module', ENTRY, 'n0nce']]);
  });

  it('does nothing when it runs again in the same document (the router copies it after hydration)', () => {
    run({ visibility: 'hidden' });
    run({ visibility: 'hidden' });
    expect(preloads()).toHaveLength(CHUNKS.length);
    expect(entries()).toHaveLength(1);
  });

  it('adds the entry only once the document is parsed (as a module script in the HTML runs)', () => {
    run({ visibility: 'hidden', readyState: 'loading' });
    expect(preloads()).toHaveLength(CHUNKS.length);
    expect(entries()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entries()).toEqual([['module', ENTRY, 'n0nce']]);
  });
});
