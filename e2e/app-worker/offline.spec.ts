import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, openAccountMenu, signIn, useLanguage } from '../support/app';
import { SCREENS } from '../support/screens';
import { appStorage } from '../support/storage';
import { servedByWorker } from './worker';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

const offlineCopies = async (page: Page) => (await appStorage(page)).filter((entry) => entry.key.startsWith('tp.offline:'));
/** The screen's own lost-contact state (the notice that also says so has no Try again). */
const lostContact = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'Lost contact with the server, please try again later!' })
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
const codeNotLoaded = (page: Page) => page.getByText('This page could not be downloaded');

/** Lets the page's own clock run (the reads' retries) until `shown` is visible. */
async function runUntilVisible(page: Page, shown: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(2000);
      return shown.isVisible();
    }, { timeout: 20_000 })
    .toBe(true);
}

/** Screens that need no data of the host to open (their checks say the host is unreachable). */
const OPENS_OFFLINE = ['/system-test'];

test('offline after a reload: the dashboard from the sealed copy, every other screen opens with the lost-contact state and Try again', async ({ page, context }) => {
  test.setTimeout(120_000); // a sign-in, the worker's install and twelve screens
  await page.clock.install();
  await signIn(page, 'teacher', { staySignedIn: true });
  await expect.poll(async () => (await offlineCopies(page)).length).toBe(1);
  await servedByWorker(page);
  const enter = await page.getByRole('link', { name: 'Enter classroom' }).first().getAttribute('href');
  const classroom = `/${enter!.slice(enter!.indexOf('#'))}`;

  await context.setOffline(true);
  await page.reload();
  await runUntilVisible(page, page.getByRole('status').filter({ hasText: /^Offline — showing classes as of \d{2}:\d{2}/ }));
  await expect(page.getByRole('article').first()).toContainText('Not available offline');

  // Each screen's code and catalogues come from the worker; its data cannot: the screen says so.
  for (const screen of SCREENS.filter((s) => s.signedIn && s.route !== '/dashboard')) {
    await test.step(screen.route, async () => {
      await page.goto(typeof screen.path === 'string' ? screen.path : classroom);
      if (OPENS_OFFLINE.includes(screen.route)) {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await runUntilVisible(page, lostContact(page));
      }
      await expect(codeNotLoaded(page)).toHaveCount(0);
    });
  }

  // A reload on such a screen: the same state, never the browser's error page. Try again offline
  // keeps it; back online, Try again brings the screen.
  await page.goto('/#/wdxs');
  await page.reload();
  await runUntilVisible(page, lostContact(page));
  await page.screenshot({ path: '/tmp/i24-offline-students.png' });
  await lostContact(page).getByRole('button', { name: 'Try again' }).click();
  await runUntilVisible(page, lostContact(page));
  await context.setOffline(false);
  await lostContact(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
});

test('offline, signed out: the sign-in, register and forgot-password pages open, also after a reload', async ({ page, context }) => {
  await signIn(page, 'teacher');
  await servedByWorker(page);
  await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  for (const screen of SCREENS.filter((s) => !s.signedIn && s.route !== '/login')) {
    await page.goto(screen.path as string);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(codeNotLoaded(page)).toHaveCount(0);
  }
});
