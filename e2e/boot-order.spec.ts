import { expect, test } from './support/fixtures';
import { eraseOfflineCopy, offlineCopyKept, setFaults } from './support/app';
import { clearHostLog, hostLog } from './support/host-log';

/**
 * Issue 15: a cold dashboard asks for its classes while the rest of the page (the signed-in message
 * catalogue here) is still downloading, not after it, and before React draws anything.
 */
test.use({ role: 'teacher', language: 'en' });

test('a cold dashboard asks for its classes before its catalogue has arrived and before React renders', async ({
  page,
  context,
  openSignedIn,
}) => {
  await openSignedIn(); // signed in with "Stay signed in": the reload below finds the session
  await eraseOfflineCopy(page); // cold: no kept cards, which would be drawn before the app starts
  await clearHostLog(page);

  // Hold the signed-in catalogue (not the signed-out one) until the test lets it go.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await context.route(/\/assets\/locale-en-(?!signed-out)[\w-]+\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });

  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => held).toBe(true);
  const roomsRequests = async () => (await hostLog(page)).filter((entry) => entry.path.endsWith('/api/v1/alg_classes/rooms')).length;
  await expect.poll(roomsRequests).toBe(1);
  // Nothing drawn yet: the first render waits for the catalogue.
  expect(await page.evaluate(() => performance.getEntriesByName('portal:first-render').length)).toBe(0);

  release();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The loader found the request in flight: the classes were asked for once.
  expect(await roomsRequests()).toBe(1);
});

/** How long the host takes over the class list below: the header's requests come well after the shell. */
const SLOW_LIST_MS = 2_000;

test('a returning dashboard draws its cards from the copy kept offline in its first pass, with no loading screen before them', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn();
  await offlineCopyKept(page);
  // Whether the page's loading status was put on the page before its first card.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const w = window as { loadingBeforeCard?: boolean };
      w.loadingBeforeCard ||= document.querySelector('[role="status"][aria-label="Loading…"]') !== null;
      if (document.querySelector('article')) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The host is slow: the cards can only be the kept ones.
  await setFaults(page, [{ kind: 'slow', delayMs: SLOW_LIST_MS, match: '/alg_classes/rooms' }]);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { loadingBeforeCard?: boolean }).loadingBeforeCard)).toBe(false);
});

test('a page whose start cannot download its parts says so, without an unhandled rejection, and starts once the device is back', async ({
  page,
  context,
  openSignedIn,
}) => {
  await openSignedIn();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The signed-in catalogue and the demo host's code (both asked for at the start, side by side) refused, and
  // the portal's server with them: nothing brings the page back meanwhile.
  const refused = [/\/assets\/locale-en-(?!signed-out)[\w-]+\.js$/, /\/assets\/browser-[\w-]+\.js$/, /\/reachable\.txt$/];
  for (const file of refused) await context.route(file, (route) => route.abort('failed'));
  await page.reload();
  const alert = page.locator('#root').getByRole('alert');
  await expect(alert).toContainText('Part of the portal could not be downloaded.');
  expect(errors, 'uncaught errors and unhandled rejections').toEqual([]);

  for (const file of refused) await context.unroute(file);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-kept-painted]'), 'the app started, not only the kept paint').toHaveCount(0);
  expect(errors).toEqual([]);
});
