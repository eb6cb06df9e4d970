/**
 * The installable app of a production build: its web app manifest, the icon files the build draws
 * from one source image, and which build files the app's worker precaches. Pure: names in,
 * decisions out (scripts/vite/app-worker.ts hands them to vite-plugin-pwa / Workbox).
 */

/** index.html's `theme-color`: the bar a phone draws above the installed app. */
export const THEME_COLOUR = '#0ca678';

export interface IconFile {
  /** Path in the build. */
  file: string;
  size: number;
  /** `any`: drawn as it is (rounded corners); `maskable`: full bleed, the platform cuts its own shape. */
  purpose: 'any' | 'maskable';
  /** Listed in the manifest (the apple-touch-icon is a link in index.html instead). */
  inManifest: boolean;
}

export const ICON_FILES: readonly IconFile[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', inManifest: true },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', inManifest: true },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', inManifest: true },
  // iOS takes its home-screen icon from this link, full bleed: it rounds the corners itself.
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable', inManifest: false },
];

import { MANIFEST_FILE, WORKER_FILE } from '../../src/lib/app-worker/app-files.ts';

export { MANIFEST_FILE, WORKER_FILE };

/**
 * The web app manifest. Paths are relative to the manifest, like the build's own (base './'): the
 * app works from any sub-path. Routing is in the hash, so the start URL names the dashboard there;
 * a signed-out start lands on the sign-in page by the dashboard's own guard.
 */
export function webManifest() {
  return {
    id: './',
    name: 'Teacher Portal · 教师门户',
    short_name: 'Teacher Portal',
    description: 'Teacher portal: classes, classroom, bookings, replays, homework and chat.',
    lang: 'en',
    start_url: './#/dashboard',
    scope: './',
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: ICON_FILES.filter((icon) => icon.inManifest).map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * Whether a build file (a path relative to the build's root) is one of the app's own files the
 * worker precaches: the page, every script and stylesheet (each route's code and both languages'
 * catalogues are scripts), the manifest and its icons. Never the precompressed copies (the browser
 * gets those through Content-Encoding), source maps, the demo host's worker or its media.
 */
export function precached(file: string): boolean {
  if (/\.(br|gz|map)$/.test(file)) return false;
  if (file === 'index.html' || file === MANIFEST_FILE) return true;
  if (file.startsWith('icons/')) return file.endsWith('.png');
  return /^assets\/[^/]+\.(js|css|woff2?|png|svg|webp)$/.test(file);
}

/** Workbox's list of files to precache (url relative to the build), kept to `precached` and once per url. */
export function precacheList<Entry extends { url: string }>(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => precached(entry.url) && !seen.has(entry.url) && seen.add(entry.url));
}
