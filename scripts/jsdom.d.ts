/** The part of jsdom the scripts' tests use (its package ships no types, and @types/jsdom has no 29). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
