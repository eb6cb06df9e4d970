import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SESSION_KEY } from '../../src/lib/session/session-key.ts';
import { type ChunkInfo, catalogueFiles, firstPageFiles, preloadScript } from '../model/first-page-preload.ts';

const ROUTES = fileURLToPath(new URL('../../src/routes/', import.meta.url));
const route = (name: string) => `${ROUTES}${name}.lazy.tsx`;
/** locale-store.ts's key and languages (it brings the store along; first-page-preload.test.ts checks they agree). */
export const LOCALE_KEY = 'tp.locale';
export const LOCALES = ['en', 'zh'];
/** The name of the early reads' entry (vite.config.ts `input`), src/early-ask.ts. */
export const EARLY_ASK_ENTRY = 'early-ask';

/**
 * Production builds: index.html starts the first screen's files itself (scripts/model/
 * first-page-preload.ts), in an inline script placed before the stylesheets (a script after a
 * stylesheet waits for it). Its hash goes into the Content-Security-Policy (scripts/vite/csp.ts).
 */
export function firstPagePreload(): Plugin {
  return {
    name: 'first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
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
        });
        const at = html.search(/<link rel="stylesheet"|<script type="module"|<link rel="modulepreload"/);
        if (at < 0) throw new Error('first-page preload: index.html has no stylesheet or module script to go before');
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
