import '@/lib/zod-config';
import type { AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { keepStylesheetsComing } from '@/lib/stylesheet-recovery';
import { ApiError } from '@/lib/http/api-error';
import { isCodeLoadError } from '@/lib/code-load-error';
import { bootSucceeded, reportBootFailed } from '@/lib/boot-failed';
import { router } from '@/app/router';
import { firstScreenDrawn, initI18n } from '@/lib/i18n/i18n';
import { nextTask } from '@/lib/next-task';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { hashPath, needsAllNamespaces } from '@/lib/i18n/namespaces';
import { keepOfflineCopy, restoreOfflineCopy } from '@/lib/query/offline-copy';
import { queryClient } from '@/lib/query/query-client';
import { startRecovery } from '@/lib/query/recovery';
import { getSession, hydrateSession } from '@/lib/session/session-store';
import { keepTeacherZoneWhenIdle, prepareTeacherZone } from '@/lib/session/teacher-zone';
import { startTabSync } from '@/lib/session/tab-sync';
import { startAppWorker } from '@/lib/app-worker/app-worker';
import { connectivity, probeOwnOrigin } from '@/lib/network/connectivity';

async function startDemoHostIfNeeded(): Promise<void> {
  // Loaded only without a configured host. The test is on the literal build-time value so
  // that a build for a real host drops the demo host's chunk entirely.
  if (import.meta.env.VITE_API_BASE_URL) return;
  const { startDemoHost } = await import('@mocks/browser');
  await startDemoHost();
}

// A signed-out first page gets only its own catalogues; a signed-in one gets all at once (no waterfall).
const i18nScope = () => (needsAllNamespaces(hashPath(window.location.hash)) ? 'all' : 'signed-out');

/**
 * The first screen's route code starts loading now, beside the catalogues, instead of after them
 * when the router first matches (the router reuses these same requests). Not awaited: a failure
 * is the router's to show, with its Try again.
 */
function preloadFirstScreen(): void {
  const routes: Record<string, AnyRoute | undefined> = router.routesById;
  for (const match of router.matchRoutes(router.state.location)) {
    const route = routes[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

async function boot(): Promise<void> {
  connectivity.start(window, probeOwnOrigin);
  keepStylesheetsComing();
  preloadFirstScreen();
  // The page's code was evaluated in this task: each boot step that follows takes a task of its
  // own instead of lengthening it (~30 ms each here, four times that on a mid-range phone).
  await nextTask();
  const catalogues = initI18n(useLocaleStore.getState().locale, i18nScope());
  // Awaited below, after the steps between: a download failing meanwhile is the boot's failure (its catch),
  // not an unhandled rejection.
  catalogues.catch(() => undefined);
  await nextTask();
  // The schedule kept offline is back in the cache before the router's loaders ask for it.
  const restore = hydrateSession().then(() => restoreOfflineCopy(queryClient, getSession(), Date.now()));
  await Promise.all([startDemoHostIfNeeded(), restore]);
  prepareTeacherZone();
  startTabSync();
  // The paint's capture (a look through every stylesheet's rules) on demand, at the first write: not in the first pages.
  keepOfflineCopy(queryClient, Date.now, () => import('@/lib/kept-paint/capture').then(({ captureKeptPaint }) => captureKeptPaint()));
  startRecovery(queryClient);
  // The router resolves the first screen (guards, code, and its loaders' requests: a cold dashboard's
  // class list) now, beside the catalogues still downloading, not after them. React draws the screen
  // whole in one interruptible pass instead of a blank root then one long blocking update. Bounded by
  // the pending delay: a slow host still gets the loading screen, as on any navigation.
  const pendingMs = router.options.defaultPendingMs ?? 0;
  const firstScreen = router.load().catch(() => undefined);
  await catalogues;
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, pendingMs))]);
  const root = createRoot(document.getElementById('root')!, {
    // A host refusal or outage, or a screen's code that could not be downloaded (offline), caught by a
    // route's error screen is shown, translated, and comes back by itself: not a fault of the page, so it
    // stays out of the console. Anything else is still reported.
    onCaughtError: (error, info) => {
      if (!(error instanceof ApiError) && !isCodeLoadError(error)) console.error(error, info.componentStack);
    },
  });
  firstScreenDrawn();
  // Read back by e2e/boot-order.spec.ts: the first screen's requests start before this.
  performance.mark('portal:first-render');
  // A transition render yields to the browser every few ms: no long task while the first screen mounts.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The app's worker is in production builds only (a demo build's scope is the demo host's worker):
  // the literal build-time test drops this from demo builds. It registers once the page is idle.
  if (import.meta.env.PROD && import.meta.env.VITE_API_BASE_URL) startAppWorker();
  keepTeacherZoneWhenIdle();
  bootSucceeded();
}

// A boot that cannot finish (a catalogue or the demo host's code not downloaded) leaves no white page:
// index.html says so and starts again once the portal's server answers (src/lib/boot-failed.ts).
boot().catch((error: unknown) => {
  const codeNotLoaded = isCodeLoadError(error);
  // A download refused is the network's, not a fault to report; anything else is.
  if (!codeNotLoaded) console.error(error);
  reportBootFailed(codeNotLoaded ? 'code' : 'broke');
});
