/**
 * A second, small entry: index.html starts it on a signed-in visit of the dashboard with a copy kept on this
 * device (scripts/vite/first-page-preload.ts). It paints the dashboard as last drawn for the kept session's
 * identity, marked as such, until the app's first screen replaces it (lib/kept-paint). Its code comes only
 * then, and the app's main file is started when it is done. The first reads are the page's own
 * (src/early-reads.ts).
 */
import { KEPT_PAINT_DONE } from '@/lib/kept-paint/kept-paint';
import { OFFLINE_PREFIX } from '@/lib/query/offline-copy-key';
import { readKeptSession } from '@/lib/session/kept-session';
import type { AuthSession } from '@/lib/session/session-types';

const keptCopyStored = (session: AuthSession) => {
  try {
    return localStorage.getItem(OFFLINE_PREFIX + session.id) !== null;
  } catch {
    return false;
  }
};

async function startEarly(): Promise<void> {
  const session = await readKeptSession();
  if (!session || session === 'unreadable') return;
  if (keptCopyStored(session)) await (await import('@/lib/kept-paint/paint')).paintKeptSchedule(session);
}

// A paint that fails leaves the page to the app, as if there were none; painted or not, the app may start.
startEarly()
  .catch(() => undefined)
  .finally(() => document.dispatchEvent(new Event(KEPT_PAINT_DONE)));
