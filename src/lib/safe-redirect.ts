/** Where sign-in may send the user: only a path inside this app (never another origin). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const BARRED = ['/login', '/register', '/forgot-password'];
const BASE = 'https://app.invalid';

/**
 * The target as an in-app path, or the dashboard. Decoded once, dot segments resolved, compared
 * case-insensitively: whatever form it comes in, it must stay a single-slash path of this app.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || target.length > 2000) return DEFAULT_AFTER_SIGN_IN;
  const decoded = decodeOnce(target.trim());
  if (decoded === null || decoded.includes('\\') || hasControlCharacter(decoded)) return DEFAULT_AFTER_SIGN_IN;
  const cut = decoded.search(/[?#]/);
  const [path, rest] = cut < 0 ? [decoded, ''] : [decoded.slice(0, cut), decoded.slice(cut)];
  const resolved = resolveDotSegments(path);
  if (!isPlainPath(path) || !isPlainPath(resolved)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(resolved + rest, BASE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // The URL parser reads what is left (a second level of encoding, say) once more: check again.
  if (url.origin !== BASE || !isPlainPath(url.pathname) || isBarred(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A path with one leading slash and nothing that can leave the origin: no "//", backslash, space or control character. */
const isPlainPath = (value: string) => /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value) && !hasControlCharacter(value);

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

const isBarred = (pathname: string) => BARRED.includes(pathname.toLowerCase().replace(/\/+$/, '') || '/');

/** RFC 3986 5.2.4: "." and ".." segments resolved ("/a/..//x" becomes "//x", which is then refused). */
function resolveDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') {
      if (out.length > 0) out.pop();
      if (last) out.push('');
    } else if (segment === '.') {
      if (last) out.push('');
    } else {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}
