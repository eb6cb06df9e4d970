import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's worker (registered by the page once it is idle) has precached the app and
 * is active, then reloads so that the page is one it serves, as on any later visit.
 */
export async function servedByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every URL in the page's Cache Storage, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return found;
  });
}
