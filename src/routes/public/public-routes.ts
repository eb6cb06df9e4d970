import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { safeRedirect } from '@/lib/safe-redirect';
import { barSignedIn } from '../guards';
import { rootRoute } from '../root';
import { optionalParam } from '../search-params';
import { withStylesheets } from '@/lib/stylesheet-recovery';

const loginSearch = z.object({ redirect: optionalParam(z.string()) });

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search) => {
    const { redirect } = loginSearch.parse(search);
    // Only in-app paths survive (no other origin, no "//", no "javascript:").
    return redirect ? { redirect: safeRedirect(redirect) } : {};
  },
  beforeLoad: barSignedIn,
}).lazy(withStylesheets(() => import('./login.lazy').then((m) => m.Route)));

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: barSignedIn,
}).lazy(withStylesheets(() => import('./register.lazy').then((m) => m.Route)));

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  beforeLoad: barSignedIn,
}).lazy(withStylesheets(() => import('./forgot-password.lazy').then((m) => m.Route)));

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
}).lazy(withStylesheets(() => import('./not-found.lazy').then((m) => m.Route)));
