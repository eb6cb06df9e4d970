/** Spec 9: the media type by file extension; anything unknown is taken for an HLS stream. */
export const HLS_TYPE = 'application/x-mpegURL';

const BY_EXTENSION: Record<string, string> = {
  '.m3u8': HLS_TYPE,
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

export function mediaTypeOf(url: string): string {
  // The extension of the path only: a query string or fragment does not count.
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  const extension = path.match(/\.[a-z0-9]+$/)?.[0] ?? '';
  return BY_EXTENSION[extension] ?? HLS_TYPE;
}
