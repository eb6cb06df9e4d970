import type { Page } from '@playwright/test';

/** Where the portal keeps the signed-in session (src/lib/session/session-store.ts). */
export const SESSION_KEY = 'tp.session';

export interface StoredEntry {
  area: 'localStorage' | 'sessionStorage';
  key: string;
  value: string;
}

/**
 * What the portal keeps in Web Storage. The embedded demo host stands in for the server and keeps
 * its own database (with the tokens it issued) under `demo-host:*`; those keys are not the app's.
 */
export async function appStorage(page: Page): Promise<StoredEntry[]> {
  const entries = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
      Object.entries({ ...window[area] }).map(([key, value]) => ({ area, key, value: String(value) })),
    ),
  );
  return entries.filter((entry) => !entry.key.startsWith('demo-host:') && !entry.key.startsWith('e2e:'));
}

/** The storage areas that hold the session key. */
export async function sessionAreas(page: Page): Promise<StoredEntry['area'][]> {
  return (await appStorage(page)).filter((entry) => entry.key === SESSION_KEY).map((entry) => entry.area);
}

/** The stored entries whose value contains `secret` in clear. */
export async function entriesContaining(page: Page, secret: string): Promise<string[]> {
  return (await appStorage(page)).filter((entry) => entry.value.includes(secret)).map((entry) => `${entry.area}:${entry.key}`);
}
