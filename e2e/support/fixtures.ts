/**
 * The journeys' `test`: Playwright's, extended with what every journey shares. Journeys import
 * `test` and `expect` from here, never from '@playwright/test' (ESLint says so).
 */
import { test as base, type BrowserContext } from '@playwright/test';
import { hostLog, type HostLogEntry } from './host-log';

export * from '@playwright/test';

/** The demo host's log, read from a page of the app's origin in the context (null: none is open). */
async function contextHostLog(context: BrowserContext, baseURL: string | undefined): Promise<HostLogEntry[] | null> {
  const origin = baseURL && new URL(baseURL).origin;
  for (const page of context.pages()) {
    if (page.isClosed() || !page.url().startsWith(`${origin}/`)) continue;
    const log = await hostLog(page).catch(() => null); // a page navigating away: try the next one
    if (log) return log;
  }
  return null;
}

export const test = base.extend<{ hostChecked: void }>({
  /** After each journey: no request went to an endpoint the demo host lacks (it logs them as unhandled). */
  hostChecked: [
    async ({ context, baseURL }, use) => {
      await use();
      const unhandled = ((await contextHostLog(context, baseURL)) ?? []).filter((entry) => entry.unhandled);
      base.expect(unhandled.map((entry) => `${entry.method} ${entry.path}`), 'requests to endpoints the demo host lacks').toEqual([]);
    },
    { auto: true },
  ],
});
