/**
 * The demo host's media files (mocks/media, made by scripts/demo-media.sh), for Node servers:
 * the HTTP demo host and `vite` dev serve them at <base>/demo-media/; a demo build copies them.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL('../media/', import.meta.url)`: Vite (vitest) rewrites that pattern into an asset URL.
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media') + sep;

const MEDIA_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** The file a URL path below /demo-media/ names, or null (missing, a folder, or outside the media folder). */
export function mediaFile(relativeUrlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativeUrlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  const file = normalize(join(MEDIA_DIR, decoded));
  return file.startsWith(MEDIA_DIR) && existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Sends a media file; honours one `Range: bytes=a-b` (browsers read mp4 and mp3 in ranges to seek). */
export function sendMediaFile(file: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string> = {}): void {
  const size = statSync(file).size;
  const base = { ...headers, 'Content-Type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream', 'Accept-Ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    res.writeHead(200, { ...base, 'Content-Length': String(size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return;
  }
  // "bytes=-n" is the last n bytes.
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start > end || start >= size) {
    res.writeHead(416, { ...base, 'Content-Range': `bytes */${size}` }).end();
    return;
  }
  res.writeHead(206, { ...base, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file, { start, end }).pipe(res);
}
