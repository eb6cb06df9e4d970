/**
 * The portal's own server, asked to tell the device offline from a host down (connectivity.ts), and by
 * index.html's message for a page that could not start (scripts/model/boot-failed.ts): a file of the build
 * (public/) that the app's worker never precaches (scripts/model/app-worker.ts), and its text (a captive
 * portal answers every address with its own page). Imports nothing: vite.config.ts reads it.
 */
export const PROBE_FILE = 'reachable.txt';
export const PROBE_TEXT = 'teacher-portal';
