import { expect, test } from '../support/fixtures';
import { pinLanguage } from '../support/app';
import { APP_WORKER_E2E } from './setup';

/**
 * A build for a real host: a signed-in dashboard visit asks its first reads from the page itself
 * (src/early-reads.ts, inline in index.html) while the app's files are still on their way, and the app takes
 * those answers instead of asking again. The main file and the early entry are held until the reads have
 * left: without the page's own reads they would only leave once one of them has run, and the journey fails.
 */
test.use({ role: 'teacher' });

const READS = {
  'the class list': `${APP_WORKER_E2E.hostUrl}/api/v1/alg_classes/rooms`,
  'the profile': new RegExp(`^${APP_WORKER_E2E.hostUrl}/api/v1/users/\\d+/profile$`),
};

test("a signed-in dashboard visit asks its class list and profile while the app's code is on its way, each once", async ({
  page,
  openSignedIn,
}) => {
  await pinLanguage(page, 'en');
  const asked: Record<string, string[]> = { 'the class list': [], 'the profile': [] };
  let appArrived = false;
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    for (const [read, url] of Object.entries(READS))
      if (typeof url === 'string' ? request.url() === url : url.test(request.url()))
        asked[read]!.push(appArrived ? 'after the app arrived' : "before the app's main file");
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(index|early-ask)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  const opened = openSignedIn('/#/dashboard');
  const early = ["before the app's main file"];
  await expect.poll(() => asked).toEqual({ 'the class list': early, 'the profile': early });
  appArrived = true;
  release();
  await opened;
  await expect(page.getByRole('article').first()).toBeVisible();
  // The app took both answers: nothing was asked again once it ran.
  expect(asked).toEqual({ 'the class list': early, 'the profile': early });
});
