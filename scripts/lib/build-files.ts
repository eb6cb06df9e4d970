import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Chunk } from '../model/budgets';
import { bytesPerSource, type SourceMapLike } from '../model/source-map-bytes';

/** Gzip at nginx's deploy level (deploy/nginx.conf: gzip_comp_level 6). */
export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 6 }).length;

/**
 * Brotli bytes as served: the build's precompressed copy (scripts/vite/precompress.ts, quality 11)
 * when it wrote one, otherwise the same compression here (a file too small for a copy).
 */
export function brotliSize(path: string, bytes: Buffer): number {
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }).length;
}

const readMap = (path: string): SourceMapLike | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SourceMapLike) : null;

/** Every JS and CSS file of a build, with its gzip and brotli sizes and (JS, when maps were built) its sources. */
export function readChunks(outDir: string): Chunk[] {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const path = join(assets, name);
      const code = readFileSync(path);
      return {
        file: `assets/${name}`,
        gzip: gzipSize(code),
        brotli: brotliSize(path, code),
        sources: readMap(`${path}.map`)?.sources ?? [],
      };
    });
}

/** Files the built index.html loads before any route code: the entry script, its preloads, its styles. */
export function initialFiles(outDir: string): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!));
}

/** Minified bytes per source for some JS files, scaled to their share of each file's gzip size. */
export function gzipContributions(outDir: string, files: readonly string[]): { source: string; bytes: number }[] {
  return files
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = readFileSync(join(outDir, file), 'utf8');
      const map = readMap(join(outDir, `${file}.map`));
      if (!map) return [];
      const ratio = gzipSize(code) / Math.max(code.length, 1);
      return [...bytesPerSource(code, map)].map(([source, chars]) => ({ source: source ?? '(bundler glue)', bytes: chars * ratio }));
    });
}
