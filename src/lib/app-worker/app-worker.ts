import { type InstallPromptEvent, useAppWorkerStore } from './app-worker-store';
import { afterLoadWhenIdle } from '@/lib/after-load';
import { MANIFEST_FILE, WORKER_FILE } from './app-files';

/** How often a tab left open asks whether a new version was deployed (also on navigation, in view again and back online). */
export const UPDATE_CHECK_MS = 60 * 60_000;

const set = useAppWorkerStore.setState;
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;

/**
 * The production build's worker (its precache: scripts/vite/app-worker.ts). Registered once the page
 * has loaded and gone idle, so its downloads of the whole app never compete with the first screen's.
 * A new version is offered, never forced: it waits until the teacher chooses Reload (`reloadToUpdate`).
 */
export function startAppWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  // Kept for the app's own install button (the account menu) instead of the browser's banner.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installPrompt: null }));
  if (!container) return;
  // Another tab chose Reload: this one now runs under the new version's worker; offer it here too.
  container.addEventListener('controllerchange', () => {
    if (!reloading) set({ updateReady: true });
  });
  const register = () => void container.register(`./${WORKER_FILE}`, { scope: './' }).then(watch, () => undefined);
  afterLoadWhenIdle(() => {
    linkManifest();
    register();
  });

  // A registration refused without a rejection (a browser or a test harness that blocks workers resolves nothing):
  // no worker, as where there is none.
  function watch(found: ServiceWorkerRegistration | undefined): void {
    if (!found) return;
    registration = found;
    // Read back by e2e/app-worker/update.spec.ts: from here on, only the checks below look for a new version.
    performance.mark('portal:app-worker-registered');
    // Only a page the worker already serves has an old version to replace (a first visit has none).
    const offer = () => {
      if (found.waiting && container!.controller) set({ updateReady: true });
    };
    offer();
    found.addEventListener('updatefound', () => {
      const installing = found.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer();
      });
    });
    const check = () => void checkForUpdate();
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    window.addEventListener('online', check);
  }
}

let checking: Promise<void> | null = null;

/**
 * Asks the server whether a new version was deployed (its worker script, revalidated: a few hundred
 * bytes when unchanged): on every navigation, when the tab comes back into view or online, and hourly.
 * One check at a time; offline, it simply fails until the next.
 */
export function checkForUpdate(): Promise<void> {
  if (!registration) return Promise.resolve();
  checking ??= registration
    .update()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** The teacher's Reload: the waiting version takes over, then the page reloads into it (drafts are stored). */
export function reloadToUpdate(): void {
  const waiting = registration?.waiting;
  reloading = true;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** The account menu's "Install the app": the browser's own dialog; a prompt can be shown once. */
export async function promptInstall(): Promise<void> {
  const prompt = useAppWorkerStore.getState().installPrompt;
  if (!prompt) return;
  set({ installPrompt: null });
  await prompt.prompt();
}

/**
 * The manifest is linked once the page has loaded (the build leaves it out of index.html): the browser
 * fetches it and its icon for installing, which the first screen does not need, so not among its files.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = `./${MANIFEST_FILE}`;
  doc.head.appendChild(link);
}
