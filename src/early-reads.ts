/**
 * The signed-in dashboard's first reads, run by index.html itself (scripts/vite/early-reads.ts inlines this
 * entry, built apart, into a build for a real host): with the kept session's identity, the class list and
 * the profile leave while the page's files download, before any of them has arrived. The app's own calls
 * take the answers when they match (lib/http/early-asks.ts: the two share one set on the page). Any
 * failure leaves the reads to the app, as if there were none.
 */
import { EARLY_PAGES, firstReads } from '@/app/first-reads';
import { env } from '@/lib/env';
import { keepEarlyAsk } from '@/lib/http/early-asks';
import { hostHeaders } from '@/lib/http/host-headers';
import { openingLocale } from '@/lib/i18n/locale-choice';
import { hashPath } from '@/lib/i18n/namespaces';
import { readKeptSession } from '@/lib/session/kept-session';

async function askEarly(): Promise<void> {
  const path = hashPath(window.location.hash);
  if (!EARLY_PAGES.includes(path)) return; // before the session is unsealed: other pages pay nothing
  const session = await readKeptSession();
  if (!session || session === 'unreadable') return;
  const headers = hostHeaders(session.accessToken, openingLocale());
  for (const read of firstReads(path, session.uid)) {
    const url = new URL(read, `${env.apiBaseUrl}/`).href;
    keepEarlyAsk({ url, authorization: headers.Authorization!, language: headers['Accept-Language']!, response: fetch(url, { headers }) });
  }
}

askEarly().catch(() => undefined);
