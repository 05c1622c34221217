// jsdom ships no types; the server entry uses only its window (for DOMPurify).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
