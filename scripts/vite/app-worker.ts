import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ICON_FILES, MANIFEST_FILE, precacheList, webManifest, WORKER_FILE } from '../model/app-worker.ts';

export const ICON_SOURCE = new URL('../../src/app/icon/app-icon.svg', import.meta.url);

/**
 * resvg as WebAssembly: no native binary to download at install time. Initialised once per process:
 * Vite loads its config anew for every build, resvg's module is loaded once.
 */
const WASM_READY = Symbol.for('app-icons:resvg-ready');
const resvgReady = (): Promise<void> => {
  const holder = globalThis as { [WASM_READY]?: Promise<void> };
  return (holder[WASM_READY] ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'))));
};

/**
 * The source drawn at `size` pixels. `any` icons get rounded corners (a clip around the full-bleed
 * source, which stays the one image); maskable ones stay full bleed for the platform to cut.
 */
export async function renderIcon(svg: string, size: number, purpose: 'any' | 'maskable'): Promise<{ png: Uint8Array; rgba: Uint8Array }> {
  await resvgReady();
  const source = purpose === 'maskable' ? svg : roundCorners(svg);
  const image = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render();
  const drawn = { png: image.asPng(), rgba: image.pixels };
  image.free();
  return drawn;
}

/** The source inside a rounded-rectangle clip (radius 22 % of the side, like a phone's app icons). */
function roundCorners(svg: string): string {
  const inner = Buffer.from(svg).toString('base64');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 512 512">' +
    '<clipPath id="r"><rect width="512" height="512" rx="112"/></clipPath>' +
    `<image clip-path="url(#r)" width="512" height="512" href="data:image/svg+xml;base64,${inner}"/></svg>`
  );
}

/** Every icon file of ICON_FILES, drawn from src/app/icon/app-icon.svg into the build. */
function appIcons(): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = readFileSync(ICON_SOURCE, 'utf8');
      for (const icon of ICON_FILES) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: (await renderIcon(svg, icon.size, icon.purpose)).png });
      }
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `./${ICON_FILES.find((icon) => !icon.inManifest)!.file}` }, injectTo: 'head' },
    ],
  };
}

/**
 * The app's own worker and manifest, in production builds only (a demo build's scope belongs to the
 * demo host's worker: docs/decisions/offline.md "The app's own worker"). Workbox precaches the app's files
 * (model: `precached`) and nothing else: no runtime caching, so no answer of any host is ever stored.
 * The page registers the worker itself (src/lib/app-worker), after the first screen.
 */
export function appWorker(enabled: boolean): Plugin[] {
  if (!enabled) return [];
  return [
    appIcons(),
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: WORKER_FILE,
      manifestFilename: MANIFEST_FILE,
      manifest: webManifest(),
      includeManifestIcons: false,
      workbox: {
        // Listed broadly, decided by one tested rule (precacheList) over the build's own file names.
        globPatterns: ['**/*'],
        globIgnores: ['**/*.br', '**/*.gz', '**/*.map', 'demo-media/**'],
        manifestTransforms: [async (entries) => ({ manifest: precacheList(entries), warnings: [] })],
        // Hashed names carry their revision; index.html and the rest get a content hash from Workbox.
        dontCacheBustURLsMatching: /^assets\//,
        // The page is one file for every route (hash routing): `/` and `/?anything` are index.html.
        directoryIndex: 'index.html',
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: null,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // A new version waits for the teacher's "Reload" (a SKIP_WAITING message), never forced.
        skipWaiting: false,
        clientsClaim: false,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    manifestLinkedAfterLoad(),
  ];
}

/**
 * Takes out the manifest link VitePWA puts in index.html: the page links it once loaded (src/lib/app-worker,
 * `linkManifest`), so the manifest and its icon are not fetched among the first screen's files.
 */
function manifestLinkedAfterLoad(): Plugin {
  const link = `<link rel="manifest" href="./${MANIFEST_FILE}">`;
  return {
    name: 'manifest-linked-after-load',
    enforce: 'post',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(link)) throw new Error(`manifest-linked-after-load: index.html has no ${link}`);
        return html.replace(link, '');
      },
    },
  };
}
