/**
 * Which catalogues load when. The signed-out pages (sign-in, register, forgot password, 404) need
 * only these namespaces: they load first, as one file per language. Every other namespace comes in
 * a second file, asked for in parallel when the first page is a signed-in one, or by the root
 * route before the first signed-in page otherwise. The build (scripts/vite/code-splitting.ts)
 * groups the JSON files by the same list.
 */
export const SIGNED_OUT_NAMESPACES: readonly string[] = ['common', 'errors', 'auth'];

const SIGNED_OUT_PATHS: readonly string[] = ['/login', '/register', '/forgot-password', '/404'];

/** Pure: whether a route path needs more than the signed-out catalogues. */
export const needsAllNamespaces = (path: string): boolean => !SIGNED_OUT_PATHS.includes(path.replace(/\/+$/, '') || '/');

/** Pure: the route path of a hash-history URL hash (`#/login?redirect=x` -> `/login`). */
export const hashPath = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';
