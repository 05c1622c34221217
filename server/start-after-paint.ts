// The inline script that starts the app's code in the browser once the server's page has painted.
//
// With the entry as a module script and its chunks as module preloads in the head, the browser fetches
// ~30 scripts (~190 kB) beside the page's one stylesheet, and a slow connection paints the server's
// HTML only once the stylesheet is through that crowd. Started after the first paint, the scripts
// take the connection once the page shows; the page hydrates as before, when the document is
// parsed (a module script in the HTML waits for that too). A tab in the background (nothing is
// painted there) starts them at once.

/**
 * When no frame has come by then, the scripts start anyway. Not much less: a first paint can come
 * later than 100 ms (the start page's h1 painted at ~140 ms in Lighthouse's unthrottled run), and
 * scripts started before it compete with the page for the connection: with 100 ms the start page's
 * simulated FCP was 1.3 s and LCP 1.8 s, with 400 ms 0.8 / 0.8 (npm run bench:lighthouse).
 */
export const NO_FRAME_MS = 400;

/**
 * The script's text: adds a module preload per chunk (fetched side by side), then the entry, after
 * the first frame (or NO_FRAME_MS, whichever comes first); the entry once the document is parsed. Every
 * element carries the inline script's CSP nonce. A second run in the same document does nothing.
 */
export function startAfterFirstPaint(entry: string, preloads: readonly string[]): string {
  return [
    // Once per document: after hydration the router puts a copy of its head's and body's scripts
    // in place (it finds no script with this text and the page's nonce, which browsers hide).
    '(function(){if(window.__appStart)return;window.__appStart=1;',
    'var d=document,s=d.currentScript,n=s&&s.nonce,started=!1;',
    'function add(el,parent){if(n)el.nonce=n;parent.appendChild(el)}',
    'function entry(){var e=d.createElement("script");e.type="module";',
    `e.src=${JSON.stringify(entry)};add(e,d.body)}`,
    'function go(){if(started)return;started=!0;',
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;add(l,d.head)});`,
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",entry,{once:!0});else entry()}',
    'if(d.visibilityState!=="visible")go();',
    `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${NO_FRAME_MS})}`,
    '})()',
  ].join('');
}
