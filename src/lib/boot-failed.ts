/**
 * A page that could not start (docs/decisions/offline.md "A page that cannot start"): index.html holds a
 * message of its own, in both languages, and shows it when the app's main file fails to load or main.tsx
 * says the boot failed (a catalogue or the demo host's code not downloaded). Never a white page. It then asks
 * the portal's own server on a backoff, and reloads once it answers. The page (scripts/model/boot-failed.ts)
 * and the app share these names (this file imports nothing: vite.config.ts reads it).
 */
export const BOOT_FAILED = 'tp:boot-failed';
/** The attribute of the main file's script tag (index.html's inline script adds it). */
export const APP_MAIN_ATTRIBUTE = 'data-app-main';
/** The message's own element: never kept as the schedule's paint (kept-paint/capture.ts). */
export const BOOT_FAILED_MARK = 'data-boot-failed';
/** Reloads this tab made to start again, in a row: where the backoff goes on from after a reload. */
export const BOOT_ATTEMPTS_KEY = 'tp.boot-attempts';

/** main.tsx, when its boot rejects: the page's message, instead of a white page and an unhandled rejection. */
export function reportBootFailed(kind: 'code' | 'broke', page: Document = document): void {
  page.dispatchEvent(new CustomEvent(BOOT_FAILED, { detail: kind }));
}

/** main.tsx, once the app is drawn: the next failure starts its backoff from the beginning. */
export function bootSucceeded(): void {
  try {
    sessionStorage.removeItem(BOOT_ATTEMPTS_KEY);
  } catch {
    // storage refused: nothing kept to clear
  }
}
