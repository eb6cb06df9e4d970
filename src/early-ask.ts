/**
 * A second, small entry: index.html starts it on a signed-in first visit of the dashboard, beside the
 * app's files (scripts/vite/first-page-preload.ts). It asks the first page's reads as the kept
 * session's identity while the app downloads; the app's own calls take the answers when they match
 * (lib/http/early-asks.ts). It never shows or keeps anything itself.
 */
import { firstReads } from '@/app/first-reads';
import { env } from '@/lib/env';
import { keepEarlyAsk } from '@/lib/http/early-asks';
import { hostHeaders } from '@/lib/http/host-headers';
import { openingLocale } from '@/lib/i18n/locale-choice';
import { hashPath } from '@/lib/i18n/namespaces';
import { readKeptSession } from '@/lib/session/kept-session';

async function askEarly(): Promise<void> {
  const session = await readKeptSession();
  if (!session || session === 'unreadable') return;
  const headers = hostHeaders(session.accessToken, openingLocale());
  for (const path of firstReads(hashPath(window.location.hash), session.uid)) {
    const url = new URL(path, `${env.apiBaseUrl}/`).href;
    keepEarlyAsk({ url, authorization: headers.Authorization!, language: headers['Accept-Language']!, response: fetch(url, { headers }) });
  }
}

// Only a build for a real host: the embedded demo host's worker is not running yet at this point.
if (import.meta.env.VITE_API_BASE_URL) void askEarly();
