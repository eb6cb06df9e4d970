/**
 * Which build files get a precompressed `.br` / `.gz` copy beside them (scripts/vite/precompress.ts
 * writes them; deploy/nginx.conf serves them with brotli_static and gzip_static), and whether a copy
 * is worth keeping. Pure: names, sizes and numbers in, decisions out.
 */

/** Text formats that compress; images, fonts, media and source maps (never served) are left alone. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/i;

/** Below this a file fits in a packet or two anyway; nginx's on-the-fly gzip (gzip_min_length 256) still applies. */
export const MIN_BYTES = 1024;

/** A copy must save at least this share of the original to be kept (otherwise nginx sends the original). */
export const MIN_SAVING = 0.1;

/** Whether a file of the build (a path relative to the build's root) should be precompressed. */
export function shouldPrecompress(file: string, bytes: number): boolean {
  if (file.endsWith('.br') || file.endsWith('.gz')) return false;
  return COMPRESSIBLE.test(file) && bytes >= MIN_BYTES;
}

/** Whether a compressed copy pays: at least MIN_SAVING smaller than the original. */
export function compressionPays(originalBytes: number, compressedBytes: number): boolean {
  return originalBytes > 0 && compressedBytes <= originalBytes * (1 - MIN_SAVING);
}
