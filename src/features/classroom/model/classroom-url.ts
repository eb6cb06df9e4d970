/**
 * The classroom address the host answered, accepted only as an absolute http(s) URL: it goes
 * to window.location, where "javascript:" or "data:" would run in the portal's origin.
 */
export function safeClassroomUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null; // relative or malformed
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
