import type { Page } from '@playwright/test';
import type { LogEntry } from '../../mocks/lib/request-log';

/** One request as the demo host logged it. */
export type HostLogEntry = LogEntry;

/** The demo host's request log, read from the page's storage (works while the page is offline too). */
export const hostLog = (page: Page): Promise<HostLogEntry[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('demo-host:log:'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as HostLogEntry[])
      .sort((a, b) => a.at - b.at),
  );

export const clearHostLog = (page: Page): Promise<void> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('demo-host:log:'))
      .forEach((key) => localStorage.removeItem(key)),
  );

/** The demo host's control: the access tokens issued so far stop working now. */
export const expireTokens = (page: Page): Promise<void> =>
  page.evaluate(async () => void (await fetch('demo-api/__demo/expire', { method: 'POST', body: '{}' })));

const REFRESH = '/login/teacher_portal/token';
export const refreshes = (log: HostLogEntry[]) => log.filter((entry) => entry.path.endsWith(REFRESH));
export const signOuts = (log: HostLogEntry[]) =>
  log.filter((entry) => entry.method === 'DELETE' && entry.path.endsWith('/login/oauth2/token'));

/** How many entries each session has, e.g. refreshes per identity. */
export function perSession(entries: HostLogEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.session ?? 'none'] = (counts[entry.session ?? 'none'] ?? 0) + 1;
  return counts;
}
