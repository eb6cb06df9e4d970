/** Where sign-in may send the user: only a path inside this app (never another origin). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const BARRED = ['/login', '/register', '/forgot-password'];

export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || target.length > 2000) return DEFAULT_AFTER_SIGN_IN;
  const value = target.trim();
  // A single leading slash; no "//host", "/\host", scheme, or control characters.
  if (!/^\/(?![/\\])/.test(value) || value.includes('\\') || hasControlCharacter(value)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== 'https://app.invalid' || BARRED.includes(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
