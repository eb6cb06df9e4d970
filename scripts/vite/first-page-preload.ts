import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APP_MAIN_ATTRIBUTE } from '../../src/lib/boot-failed.ts';
import { LOCALE_KEY, LOCALES } from '../../src/lib/i18n/locale-choice.ts';
import { OFFLINE_PREFIX } from '../../src/lib/query/offline-copy-key.ts';
import { SESSION_KEY } from '../../src/lib/session/session-key.ts';
import { KEPT_PAINT_DONE, KEPT_PAINT_WAIT_MS } from '../../src/lib/kept-paint/kept-paint.ts';
import { KEPT_PAINT_MODULE } from './code-splitting.ts';
import { type ChunkInfo, catalogueFiles, firstPageFiles, preloadScript } from '../model/first-page-preload.ts';

const ROUTES = fileURLToPath(new URL('../../src/routes/', import.meta.url));
const route = (name: string) => `${ROUTES}${name}.lazy.tsx`;
/** The name of the early entry (vite.config.ts `input`), src/early-ask.ts: the kept paint. */
export const EARLY_ASK_ENTRY = 'early-ask';

/**
 * Production builds: index.html starts the first screen's files itself (scripts/model/
 * first-page-preload.ts), in an inline script right after the main file's tag and before the
 * stylesheets (a script after a stylesheet waits for it). Its hash goes into the Content-Security-Policy
 * (scripts/vite/csp.ts).
 */
export function firstPagePreload(): Plugin {
  return {
    name: 'first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The main file's tag becomes a preload in its place (still the page's first request): the script starts it.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        const stylesheet = html.search(/<link rel="stylesheet"/);
        if (!entry || (stylesheet >= 0 && stylesheet < entry.index))
          throw new Error('first-page preload: index.html needs its module script before any stylesheet');
        const chunks: ChunkInfo[] = Object.values(ctx.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  name: output.name,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  css: [...(output.viteMetadata?.importedCss ?? [])],
                  isEntry: output.isEntry,
                },
              ]
            : [],
        );
        const script = preloadScript({
          signedOut: firstPageFiles(chunks, [route('public/login')]),
          signedIn: firstPageFiles(chunks, [route('shell/shell'), route('dashboard/dashboard')]),
          catalogues: catalogueFiles(chunks, LOCALES),
          sessionKey: SESSION_KEY,
          localeKey: LOCALE_KEY,
          base: './',
          earlyAsk: chunks.find((chunk) => chunk.isEntry && chunk.name === EARLY_ASK_ENTRY)?.fileName,
          keptPaint: firstPageFiles(chunks, [KEPT_PAINT_MODULE]),
          offlinePrefix: OFFLINE_PREFIX,
          main: entry[1]!.replace(/^\.?\//, ''),
          mainAttribute: APP_MAIN_ATTRIBUTE,
          paintedEvent: KEPT_PAINT_DONE,
          paintWaitMs: KEPT_PAINT_WAIT_MS,
        });
        // In the entry's place, so the main file is the page's first request (the largest, it decides when
        // the first screen can run); before any stylesheet, which a script after it would wait for.
        const preload = `<link rel="modulepreload" crossorigin href="${entry[1]}">`;
        return `${html.slice(0, entry.index)}${preload}\n    <script>${script}</script>${html.slice(entry.index + entry[0].length)}`;
      },
    },
  };
}
