import { expect, test } from '@playwright/test';
import { precached } from '../../scripts/model/app-worker';
import { signIn, useLanguage } from '../support/app';
import { SCREENS } from '../support/screens';
import { screenReady } from '../support/quality';
import { APP_WORKER_E2E } from './setup';
import { cachedUrls, servedByWorker } from './worker';

test('after signing in and using every screen, Cache Storage holds the app’s own files and no answer of any host', async ({ page }) => {
  test.setTimeout(120_000); // a sign-in, the worker's install and every screen
  await useLanguage(page, 'en');
  const authorized: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['authorization']) authorized.push(request.url());
  });
  await signIn(page, 'teacher', { staySignedIn: true });
  await servedByWorker(page);
  for (const screen of SCREENS.filter((s) => s.signedIn)) {
    await test.step(screen.route, async () => {
      await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
      await screenReady(page, 'en');
    });
  }
  // The screens asked the host for their data, with the bearer token, through a page the worker serves.
  expect(authorized.filter((url) => url.startsWith(APP_WORKER_E2E.hostUrl)).length).toBeGreaterThan(10);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached.length).toBeGreaterThan(50); // the precache: every script and stylesheet of the build
  const notOwnFiles = cached.filter((url) => {
    const { origin, pathname } = new URL(url);
    return origin !== APP_WORKER_E2E.appUrl || !precached(pathname.slice(1));
  });
  expect(notOwnFiles).toEqual([]);
});
