/**
 * A second, small entry: index.html starts it on a signed-in visit of the dashboard, beside the app's
 * files (scripts/vite/first-page-preload.ts). With the kept session's identity, while the app downloads:
 * - on a build for a real host it asks the first page's reads; the app's own calls take the answers when
 *   they match (lib/http/early-asks.ts);
 * - when that identity has a copy kept on this device, it paints the dashboard as last drawn, marked as
 *   such, until the app's first screen replaces it (lib/kept-paint). Its code comes only then, and the app's
 *   main file is started when it is done.
 */
import { firstReads } from '@/app/first-reads';
import { env } from '@/lib/env';
import { keepEarlyAsk } from '@/lib/http/early-asks';
import { KEPT_PAINT_DONE } from '@/lib/kept-paint/kept-paint';
import { hostHeaders } from '@/lib/http/host-headers';
import { openingLocale } from '@/lib/i18n/locale-choice';
import { hashPath } from '@/lib/i18n/namespaces';
import { OFFLINE_PREFIX } from '@/lib/query/offline-copy-key';
import { readKeptSession } from '@/lib/session/kept-session';
import type { AuthSession } from '@/lib/session/session-types';

function askEarly(session: AuthSession): void {
  const headers = hostHeaders(session.accessToken, openingLocale());
  for (const path of firstReads(hashPath(window.location.hash), session.uid)) {
    const url = new URL(path, `${env.apiBaseUrl}/`).href;
    keepEarlyAsk({ url, authorization: headers.Authorization!, language: headers['Accept-Language']!, response: fetch(url, { headers }) });
  }
}

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
  // Only a build for a real host: the embedded demo host's worker is not running yet at this point.
  if (import.meta.env.VITE_API_BASE_URL) askEarly(session);
  if (keptCopyStored(session)) await (await import('@/lib/kept-paint/paint')).paintKeptSchedule(session);
}

// A paint that fails leaves the page to the app, as if there were none; painted or not, the app may start.
startEarly()
  .catch(() => undefined)
  .finally(() => document.dispatchEvent(new Event(KEPT_PAINT_DONE)));
