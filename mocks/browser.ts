/**
 * The demo host in the browser: a service worker answers the app's `<base>/demo-api/...` and
 * `<base>/demo-chat/...` calls. State is kept in localStorage ("demo-host:db", reseeded after 12 h)
 * and fault rules are read from "demo-host:faults" on every request; `?faults=<url-encoded JSON
 * array>` in the page URL (before or inside the #hash) is copied there once at start.
 * Anything else the page fetches (the app's own files, media) goes to the network untouched.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setFaults } from './lib/faults';
import { logUnhandled } from './lib/request-log';
import { enablePersistentStorage } from './lib/storage';
import { checkFaultRules } from './rules/fault-rules';
import { restoreDb } from './lib/store';

function faultsFromUrl(): void {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  for (const query of [window.location.search, hashQuery]) {
    const raw = new URLSearchParams(query).get('faults');
    if (raw === null) continue;
    const { rules, reason } = checkFaultRules(raw);
    if (rules) setFaults(rules);
    else console.error(`[demo host] ?faults= refused, no rule set: ${reason}`);
    return;
  }
}

/** The paths the host owns: a request there that no endpoint answers is the host lacking an endpoint. */
const hostPaths = () => ['demo-api/', 'demo-chat/'].map((prefix) => new URL(`${import.meta.env.BASE_URL}${prefix}`, document.baseURI).href);

function onUnhandledRequest(request: Request): void {
  if (hostPaths().some((prefix) => request.url.startsWith(prefix))) void logUnhandled(request, Date.now());
}

let started: Promise<void> | null = null;

export async function startDemoHost(): Promise<void> {
  started ??= (async () => {
    enablePersistentStorage();
    restoreDb();
    faultsFromUrl();
    await setupWorker(...handlers).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}demo-host-worker.js` },
      onUnhandledRequest,
      quiet: true,
    });
  })();
  return started;
}

export { clearFaults, resetDemoHost, setFaults } from './demo-state';
