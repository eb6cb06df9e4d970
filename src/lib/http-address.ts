/**
 * An address from the host that the portal may open, play or navigate to: an absolute http(s) URL,
 * normalised; anything else (javascript:, data:, relative, malformed) gives null, because such a
 * link or location would run in the portal's own origin.
 */
export function httpAddress(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
