import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { compressionPays, shouldPrecompress } from '../model/precompress.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under a directory, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile());
}

/** Brotli at its best quality, gzip at level 9: done once per build, not per request. */
async function compressBeside(path: string): Promise<{ original: number; br: number | null; gz: number | null }> {
  const code = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(code, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
      },
    }),
    gzipAsync(code, { level: 9 }),
  ]);
  const keep = (suffix: string, copy: Buffer) => {
    if (!compressionPays(code.length, copy.length)) return null;
    writeFileSync(path + suffix, copy);
    return copy.length;
  };
  return { original: code.length, br: keep('.br', br), gz: keep('.gz', gz) };
}

/**
 * `<file>.br` and `<file>.gz` beside each compressible file of the build (scripts/model/precompress.ts
 * says which), for nginx's brotli_static and gzip_static (deploy/nginx.conf). Runs once the whole
 * build is written (closeBundle, after the app worker's, so sw.js counts too), so the public files and what
 * other plugins add or remove count. PRECOMPRESS=0 skips it (builds served without nginx, e.g. journeys').
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  let outDir: string | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options) {
      outDir = options.dir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async (error?: Error) => {
        if (error || !outDir || process.env.PRECOMPRESS === '0') return;
        const dir = outDir;
        outDir = undefined;
        const files = filesUnder(dir).filter((file) => shouldPrecompress(file, statSync(join(dir, file)).size));
        // zlib's async calls run on libuv's thread pool: the files compress in parallel.
        const results = await Promise.all(files.map((file) => compressBeside(join(dir, file))));
        const sum = (pick: (r: (typeof results)[number]) => number | null) => results.reduce((total, r) => total + (pick(r) ?? 0), 0);
        config.logger.info(
          `precompressed ${results.length} files in ${relative(config.root, dir) || '.'}: ${(sum((r) => r.original) / 1000).toFixed(0)} kB -> ` +
            `brotli ${(sum((r) => r.br) / 1000).toFixed(0)} kB (${results.filter((r) => r.br !== null).length} files), gzip ${(sum((r) => r.gz) / 1000).toFixed(0)} kB`,
        );
      },
    },
  };
}
