/** Spec 9: the player's source type comes from the recording's file extension. */

import { httpAddress } from '@/lib/http-address';

export const HLS_TYPE = 'application/x-mpegURL';

export type MediaType = typeof HLS_TYPE | 'audio/mpeg' | 'video/mp4';

const BY_EXTENSION: Record<string, MediaType> = { m3u8: HLS_TYPE, mp3: 'audio/mpeg', mp4: 'video/mp4' };

/** .m3u8 -> HLS, .mp3 -> audio/mpeg, .mp4 -> video/mp4, anything else HLS. Query and fragment are ignored. */
export function mediaType(url: string): MediaType {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && BY_EXTENSION[name.slice(dot + 1).toLowerCase()]) || HLS_TYPE;
}

export const isAudio = (type: MediaType) => type === 'audio/mpeg';

export interface MediaSource {
  src: string;
  type: MediaType;
}

/** An absolute http(s) address as a playable source, or null (javascript:, data:, malformed). */
export function mediaSource(address: string): MediaSource | null {
  const src = httpAddress(address);
  return src ? { src, type: mediaType(new URL(src).pathname) } : null;
}

/**
 * The recording's address: an absolute `record_url` as is, a relative one joined to
 * `playback_domain` with exactly one slash. Only http(s) results are played; anything else
 * (javascript:, data:, an unusable domain, an empty url) gives null.
 */
export function recordingSource(playbackDomain: string, recordUrl: string): MediaSource | null {
  const record = recordUrl.trim();
  if (record === '') return null;
  const joined =
    /^[a-z][a-z\d+.-]*:/i.test(record) || record.startsWith('//')
      ? record
      : `${playbackDomain.trim().replace(/\/+$/, '')}/${record.replace(/^\/+/, '')}`;
  return mediaSource(joined);
}

/**
 * The media element's `crossorigin` for a source: "anonymous" when it is on the page's own origin.
 * A service worker in front of it (the demo host's) re-sends a no-cors media request without its
 * Range header, which leaves an mp4 or mp3 unseekable; a CORS-mode request keeps it, and on the
 * same origin CORS asks nothing of the server. Other origins keep the default (no CORS required).
 */
export function crossOriginFor(src: string, pageOrigin: string): 'anonymous' | undefined {
  try {
    return new URL(src).origin === pageOrigin ? 'anonymous' : undefined;
  } catch {
    return undefined;
  }
}
