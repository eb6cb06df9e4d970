import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Chunk } from '../model/budgets';
import { bytesPerSource, type SourceMapLike } from '../model/source-map-bytes';

/** Gzip at nginx's deploy level (deploy/nginx.conf: gzip_comp_level 6). */
export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 6 }).length;

const readMap = (path: string): SourceMapLike | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SourceMapLike) : null);

/** Every JS and CSS file of a build, with its gzip size and (JS, when maps were built) its sources. */
export function readChunks(outDir: string): Chunk[] {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const code = readFileSync(join(assets, name));
      return { file: `assets/${name}`, gzip: gzipSize(code), sources: readMap(join(assets, `${name}.map`))?.sources ?? [] };
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
