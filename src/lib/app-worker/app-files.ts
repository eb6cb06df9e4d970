/** The app's worker and manifest, beside index.html (scripts/vite/app-worker.ts writes them; the page links them). */
export const WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
