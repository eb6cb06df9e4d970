/** Spec 9: the player's source type comes from the recording's file extension. */

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

/**
 * The recording's address: an absolute `record_url` as is, a relative one joined to
 * `playback_domain` with exactly one slash. Only http(s) results are played; anything else
 * (javascript:, data:, an unusable domain, an empty url) gives null.
 */
export function recordingSource(playbackDomain: string, recordUrl: string): MediaSource | null {
  const record = recordUrl.trim();
  if (record === '') return null;
  const joined = /^[a-z][a-z\d+.-]*:/i.test(record) || record.startsWith('//')
    ? record
    : `${playbackDomain.trim().replace(/\/+$/, '')}/${record.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(joined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { src: url.toString(), type: mediaType(url.pathname) };
}
