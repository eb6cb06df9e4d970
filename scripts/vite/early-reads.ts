import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The page's own first reads (src/early-reads.ts). */
export const EARLY_READS_MODULE = fileURLToPath(new URL('../../src/early-reads.ts', import.meta.url));

/** src/early-reads.ts and what it imports as one script, minified, with the app's settings (aliases, defines, env). */
async function bundleEarlyReads(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    build: {
      write: false,
      copyPublicDir: false,
      target: config.build.target,
      minify: true,
      lib: { entry: EARLY_READS_MODULE, formats: ['iife'], name: 'earlyReads' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((result) =>
    result.output.filter((file) => file.type === 'chunk'),
  );
  if (chunks.length !== 1) throw new Error(`early reads: expected one script, got ${chunks.length}`);
  return chunks[0]!.code.trim();
}

/**
 * A build for a real host: the dashboard's first reads start in index.html itself, in an inline script beside
 * the page's files, so they leave at once instead of after a file of their own has downloaded (on slow 4G
 * that file took three round trips beside the others). Its hash goes into the Content-Security-Policy
 * (scripts/vite/csp.ts, after this). A demo build has none: the embedded host's worker is not running yet then.
 */
export function earlyReadsInPage(forRealHost: boolean): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'early-reads-in-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!forRealHost) return html;
        // After the main file's preload and the first page's (still the page's first requests), before any
        // stylesheet, which an inline script after it would wait for.
        const at = html.search(/<link rel="stylesheet"/);
        if (at < 0) throw new Error('early reads: index.html has no stylesheet to go before');
        // No closing script tag may appear inside (the bundle is the app's own code; checked, never escaped).
        const code = await bundleEarlyReads(config);
        if (/<\/script/i.test(code)) throw new Error('early reads: the script contains a closing script tag');
        return `${html.slice(0, at)}<script>${code}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
