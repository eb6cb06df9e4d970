import { expect, type Locator, type Page, test } from '../support/fixtures';
import { evidence } from '../support/evidence';
import { precached } from '../../scripts/model/app-worker';
import { ACCOUNTS, openAccountMenu, pinLanguage, signIn } from '../support/app';
import { screenReady } from '../support/quality';
import { SCREENS } from '../support/screens';
import { appStorage } from '../support/storage';
import { APP_WORKER_E2E } from './setup';
import { cachedUrls, servedByWorker } from './worker';

const offlineCopies = async (page: Page) => (await appStorage(page)).filter((entry) => entry.key.startsWith('tp.offline:'));
/** The screen's own offline state: what still works, and Try again. */
const offlineState = (page: Page) =>
  page
    .getByRole('alert', { name: 'You are offline' })
    .filter({ hasText: 'My courses still shows your classes as last known.' })
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
const codeNotLoaded = (page: Page) => page.getByText('This page could not be downloaded');
const signedInScreens = SCREENS.filter((screen) => screen.signedIn);

/** Lets the page's own clock run (the reads' retries) until `shown` is visible. */
async function runUntilVisible(page: Page, shown: Locator): Promise<void> {
  try {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2000);
          return shown.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  } catch (error) {
    if (error instanceof Error) error.message += `\nThe screen says instead: ${await screenSays(page)}`;
    throw error;
  }
}

/** What the screen says (its alerts, status lines and heading), for the failure message of a state that never came. */
const screenSays = async (page: Page): Promise<string> =>
  JSON.stringify(
    await page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .or(page.getByRole('heading', { level: 1 }))
      .allInnerTexts(),
  );

/**
 * `navigator.onLine` as Chromium 150 reports it in the first document after an offline reload the
 * worker answered, and as a Wi-Fi without internet reports it: true. Offline must be judged from evidence.
 */
const flagSaysOnline = () => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });

/** The waiting room of a class the sealed copy lists: the class as last known, its countdown, entering unavailable and why. */
async function expectLastKnownClass(page: Page): Promise<void> {
  const why = /^Entering the classroom needs the school’s server, which cannot be reached from here now\./;
  await runUntilVisible(page, page.getByRole('status').filter({ hasText: 'Showing this class as last known' }));
  // The class's title: the first heading of the screen's content (the brief under it has its own).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectEnterWaits(page, why);
  await expect(page.getByRole('button', { name: 'End class' })).toHaveCount(0);
  await evidence(page, 'waiting-room-offline');
}

/** Enter classroom is there, unavailable, and says why. */
async function expectEnterWaits(page: Page, why: string | RegExp): Promise<void> {
  const enter = page.getByRole('button', { name: 'Enter classroom' }).first();
  await runUntilVisible(page, enter);
  await expect(enter).toBeDisabled();
  await expect(enter).toHaveAccessibleDescription(why);
}

/** Screens that need no data of the host to open (their checks say the host is unreachable). */
const OPENS_OFFLINE = ['/system-test'];

/**
 * One teacher's day on one worker install: offline first (every screen's code must come from the
 * precache: none was opened before, so the HTTP cache cannot stand in for it), then online over
 * every screen, then what Cache Storage holds, then signed out and offline again.
 */
test('offline and online over every screen: the app opens from the precache, lost-contact states with Try again, and no host answer is ever cached', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000); // a sign-in, the worker's install and every screen twice (a minute on an idle machine)
  await pinLanguage(page, 'en');
  const authorized: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['authorization']) authorized.push(request.url());
  });
  await page.clock.install();
  // Through the form, on purpose: the offline copy is made by a real sign-in with "Stay signed in".
  await signIn(page, 'teacher', { staySignedIn: true });
  await expect.poll(async () => (await offlineCopies(page)).length).toBe(1);
  await servedByWorker(page);
  const enter = await page.getByRole('link', { name: 'Enter classroom' }).first().getAttribute('href');
  const classroom = `/${enter!.slice(enter!.indexOf('#'))}`;
  const pathOf = (screen: (typeof SCREENS)[number]) => (typeof screen.path === 'string' ? screen.path : classroom);

  await test.step('offline after a reload, the browser claiming a network: the dashboard from the sealed copy, said offline', async () => {
    await page.addInitScript(flagSaysOnline);
    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await runUntilVisible(page, page.getByRole('status').filter({ hasText: /^Offline — showing classes as of \d{2}:\d{2}/ }));
    await expect(page.getByRole('article').first()).toContainText('Not available offline');
  });

  await test.step('the network back, with no online event: the classes refresh by themselves', async () => {
    await context.setOffline(false);
    await runUntilVisible(page, page.getByRole('article').first().getByRole('link', { name: 'Enter classroom' }));
    await expect(page.getByRole('status').filter({ hasText: /showing classes as of/ })).toHaveCount(0);
    await context.setOffline(true);
  });

  // Each screen's code and catalogues come from the worker; its data cannot: the screen says so.
  for (const screen of signedInScreens.filter((s) => s.route !== '/dashboard')) {
    await test.step(`offline ${screen.route}`, async () => {
      await page.goto(pathOf(screen));
      if (OPENS_OFFLINE.includes(screen.route)) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      else if (screen.route === '/Class/$calendarEventId') await expectLastKnownClass(page);
      else if (screen.route === '/ClassAgain') await expectEnterWaits(page, 'You are offline: entering the classroom needs the network.');
      else await runUntilVisible(page, offlineState(page));
      await expect(codeNotLoaded(page)).toHaveCount(0);
    });
  }

  await test.step('a reload offline on such a screen: the same state; Try again offline keeps it; back online the screen loads by itself', async () => {
    await page.goto('/#/wdxs');
    await page.reload();
    await runUntilVisible(page, offlineState(page));
    await evidence(page, 'offline-students');
    await offlineState(page).getByRole('button', { name: 'Try again' }).click();
    await runUntilVisible(page, offlineState(page));
    await context.setOffline(false);
    await runUntilVisible(page, page.getByRole('heading', { name: 'My students', level: 1 }));
  });

  for (const screen of signedInScreens) {
    await test.step(`online ${screen.route}`, async () => {
      await page.goto(pathOf(screen));
      await screenReady(page, 'en');
    });
  }

  await test.step('Cache Storage: the app’s own files, no answer of any host', async () => {
    // The screens asked the host for their data, with the bearer token, from a page the worker serves.
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

  await test.step('signed out and offline: the sign-in, register and forgot-password pages open, after a reload too', async () => {
    await page.goto('/#/dashboard');
    await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
    for (const screen of SCREENS.filter((s) => !s.signedIn && s.route !== '/login')) {
      await page.goto(pathOf(screen));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(codeNotLoaded(page)).toHaveCount(0);
    }
  });
});
