import { chromium, devices, expect, test as base } from '../support/fixtures';
import { evidence } from '../support/evidence';
import { shared } from '../../playwright.config';
import { ACCOUNTS, openAccountMenu, pinLanguage, signIn } from '../support/app';
import { servedByWorker } from './worker';

/**
 * A browser profile on disk: Chromium installs nothing from an incognito profile (Playwright's usual
 * contexts), and reports "in-incognito" there. The engagement check (time spent on the site) is
 * bypassed, so the browser offers installing as soon as the portal qualifies.
 */
const test = base.extend({
  context: async ({ baseURL }, provide, testInfo) => {
    const { executablePath, args = [] } = shared.use.launchOptions;
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...devices['Desktop Chrome'],
      executablePath,
      args: [...args, '--bypass-app-banner-engagement-checks'],
      baseURL,
    });
    await provide(context);
    await context.close();
  },
  page: async ({ context }, provide) => provide(context.pages()[0] ?? (await context.newPage())),
});

test.beforeEach(async ({ page }) => {
  await pinLanguage(page, 'en');
});

test('installable: no installability error in Chromium, and the account menu offers "Install the app"', async ({ page }) => {
  await page.goto('/#/login');
  await servedByWorker(page);
  const cdp = await page.context().newCDPSession(page);
  // The page links its manifest once it has loaded (src/lib/app-worker, off the first screen's requests).
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  const { errors, url, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  const manifest = JSON.parse(data ?? '{}') as { display?: string; start_url?: string };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: './#/dashboard' });
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toBe('application/manifest+json');

  // Through the form, on purpose: the profile on disk is this test's own, so no stored sign-in applies to it.
  await signIn(page, 'teacher');
  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await expect(menu.getByRole('menuitem', { name: 'Install the app' })).toBeVisible();
  await evidence(page, 'install-menu');
  const errorsOnPage: Error[] = [];
  page.on('pageerror', (error) => errorsOnPage.push(error));
  await menu.getByRole('menuitem', { name: 'Install the app' }).click();
  // The browser's own dialog takes over (it holds the page's input until answered: not looked into here).
  await expect(menu).toBeHidden();
  expect(errorsOnPage).toEqual([]);
});
