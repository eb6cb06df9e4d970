/**
 * The demo host in the browser: a service worker answers the app's `<base>/demo-api/...` calls.
 * State is kept in localStorage ("demo-host:db", reseeded after 12 h) and fault rules are read
 * from "demo-host:faults" on every request; `?faults=<url-encoded JSON array>` in the page URL
 * (before or inside the #hash) is copied there once at start.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { parseFaults, setFaults } from './lib/faults';
import { enablePersistentStorage } from './lib/storage';
import { restoreDb } from './lib/store';

function faultsFromUrl(): void {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  for (const query of [window.location.search, hashQuery]) {
    const raw = new URLSearchParams(query).get('faults');
    if (raw === null) continue;
    const rules = parseFaults(raw);
    if (rules) setFaults(rules);
    else console.warn('[demo host] ignored ?faults=: not a JSON array of fault rules');
    return;
  }
}

let started: Promise<void> | null = null;

export async function startDemoHost(): Promise<void> {
  started ??= (async () => {
    enablePersistentStorage();
    restoreDb();
    faultsFromUrl();
    await setupWorker(...handlers).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  })();
  return started;
}

export { clearFaults, resetDemoHost, setFaults } from './demo-state';
