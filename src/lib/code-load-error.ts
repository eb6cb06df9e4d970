/**
 * Pure: whether an error is the browser failing to download a piece of the app (a route's code or
 * its stylesheet), not a failure of the host. Chromium fetches a module it could not fetch again when it
 * is imported again; other browsers may keep the failure for the page's life (then only a reload helps).
 */
const CODE_NOT_LOADED = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
];

export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CODE_NOT_LOADED.some((pattern) => pattern.test(message));
}
