/**
 * The dashboard as it was last drawn with a fresh answer, kept inside the offline copy (sealed, for its
 * identity, for a day) and painted by the small early entry before the app's code has run, so a returning
 * teacher sees the last known schedule at once (docs/decisions/offline.md "The kept paint"). React's first
 * commit replaces it (it clears the root), with the same cards from the same copy.
 */
export interface KeptPaint {
  /** The root's markup, its live texts (countdowns) kept in place but hidden. */
  html: string;
  /** Mantine's injected styles (the theme's CSS variables), which exist only once its provider has run. */
  styles: string[];
  /**
   * The page's stylesheets that style what was drawn (their addresses, in order; used-stylesheets.ts): linked,
   * and loaded, before the paint shows.
   * The app links most of them only once its code runs; without them the paint is drawn another way and
   * everything moves when they come.
   */
  stylesheets: string[];
  /** The html element's colour scheme and language, which the provider and i18n set at run time. */
  scheme: string | null;
  lang: string;
  /** The status line's words online, translated at capture: "Classes as of 18:02 (Beijing time) — updating…". */
  mark: string;
  /** Its words when the device says it has no network: "Offline — showing classes as of 18:02 (Beijing time)". */
  offlineMark: string;
}

/**
 * On a screen's container when what it shows may be kept as the paint (fresh, the first page of this
 * week, nothing pending); its value is the status line's text for the paint, and PAINTABLE_OFFLINE's its
 * text offline. Absent: not paintable now.
 */
export const PAINTABLE = 'data-kept-paint';
export const PAINTABLE_OFFLINE = 'data-kept-paint-offline';
/** On the screen's status line (the same box in every state): the paint writes its own words in it. */
export const STATUS = 'data-kept-status';
/** Inside a paintable screen, on a part still being drawn (a grid filling row by row): not kept yet. */
export const PENDING = 'data-kept-paint-pending';
/** On a text that is only true at the moment it is drawn ("in 5 min"): kept hidden in the paint. */
export const LIVE = 'data-live';
/** On the painted wrapper and the styles it added: what the paint put in the page. */
export const PAINTED = 'data-kept-painted';

/** Whether the kept paint is on screen (the app's first render, before its commit replaces it). */
export const keptPaintShown = (doc: Document = document): boolean => doc.querySelector(`[${PAINTED}]`) !== null;

/**
 * On a returning dashboard visit with a copy kept, index.html starts the app's main file once the early
 * entry dispatches this on `document` (painted or not), or after the wait: the paint is then not held up
 * behind the main file's evaluation, its longest task (scripts/model/first-page-preload.ts).
 */
export const KEPT_PAINT_DONE = 'tp:kept-paint-done';
export const KEPT_PAINT_WAIT_MS = 1000;
