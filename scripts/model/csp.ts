/**
 * The Content-Security-Policy of the production build, from the configured base URLs. The build
 * puts it in index.html as a meta tag (scripts/vite/csp.ts); the deploy configuration sends the
 * same policy as a header, plus what a meta tag cannot carry (frame-ancestors).
 */
export interface CspConfig {
  /** VITE_API_BASE_URL; empty: the embedded demo host answers on this origin. */
  apiBaseUrl?: string;
  /** VITE_CHAT_BASE_URL; empty: the demo host answers on this origin. */
  chatBaseUrl?: string;
  /** VITE_MEDIA_ORIGINS: the origins replays stream from and images load from (space separated). */
  mediaOrigins?: string;
  /** CSP sources ('sha256-…') of the page's own inline scripts. */
  scriptHashes?: readonly string[];
}

/** The origin of an http(s) URL, or null for anything else (a CSP source must never be a path or a scheme trick). */
export function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket origin beside an http(s) origin (Rocket.Chat's realtime API). */
const socketOf = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** Directive name -> sources, in a stable order. */
export function cspDirectives(config: CspConfig): [string, string[]][] {
  const api = originOf(config.apiBaseUrl);
  const chat = originOf(config.chatBaseUrl);
  const media = unique((config.mediaOrigins ?? '').split(/\s+/).map(originOf));
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(config.scriptHashes ?? [])]],
    // Mantine writes its theme variables into a <style> element and sizes through style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Images and replays only from the hosts this build names (not all of https:): the API host and
    // VITE_MEDIA_ORIGINS, where the host's playback domain and images live.
    ['img-src', unique(["'self'", 'data:', 'blob:', api, ...media])],
    ['font-src', ["'self'", 'data:']],
    // Replays: the playback domain (a media origin, or the API host itself) and the player's blob: URLs.
    ['media-src', unique(["'self'", 'blob:', api, ...media])],
    // HLS playlists and segments are fetched too, so media origins are connect sources as well.
    ['connect-src', unique(["'self'", api, chat, chat && socketOf(chat), ...media])],
    // The app's own worker (production builds) or the demo host's (demo builds), both same-origin files;
    // the player transmuxes in a worker built from a blob: URL. The manifest falls under default-src.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

export const formatCsp = (directives: [string, string[]][]): string =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy for the meta tag. */
export const metaCsp = (config: CspConfig): string => formatCsp(cspDirectives(config));

/** The policy for the HTTP header: the meta policy plus frame-ancestors (ignored in a meta tag). */
export const headerCsp = (meta: string): string => `${meta}; frame-ancestors 'none'`;

/** The policy of a built index.html (its meta tag), or null. */
export function cspOfHtml(html: string): string | null {
  const match = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return match ? match[1]!.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}
