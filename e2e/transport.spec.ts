import { expect, type Page, test } from './support/fixtures';
import {
  ACCOUNTS,
  clearFaults,
  dashboardHeading,
  expectRoute,
  holdClock,
  injectFaults,
  openAccountMenu,
  recordRequests,
  setFaults,
} from './support/app';
import { sessionAreas } from './support/storage';

const MAINTENANCE = 'System maintenance, please try again later!';
const LOST_CONTACT = 'Lost contact with the server, please try again later!';
const SESSION_EXPIRED = 'The session has expired, please log in again!';
const UNREADABLE = 'The server sent an answer the portal could not read.';

/** The dashboard's failed-load panel ("Could not load this page" with "Try again"). */
const loadFailure = (page: Page) => page.getByRole('alert', { name: 'Could not load this page' });
/** Toast notifications carrying `text` (the failed-load panel may repeat the text; it is not a notice). */
const notices = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).filter({ hasNotText: 'Could not load this page' });
const maintenanceDialogs = (page: Page) => page.getByRole('dialog').filter({ hasText: MAINTENANCE });

/** A request that keeps failing gives up after 3 retries 1000 ms apart; leave room for a slow machine. */
const RETRY_BURST_MS = 15_000;

/** Moves the paused page clock on in small steps (firing timers, e.g. retry delays) until `done()` holds. */
async function advanceUntil(page: Page, done: () => boolean | Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await done())) await page.clock.runFor(500);
        return done();
      },
      { intervals: [50], timeout: RETRY_BURST_MS },
    )
    .toBe(true);
}

test.use({ role: 'teacher', language: 'en' });

/**
 * Counted in the page, in the order things happen there: how many class-list asks had started when the
 * failed-load panel first showed (the recovery's own asks after it, with its jitter, come any moment).
 */
async function countAsksBeforeFailure(page: Page): Promise<() => Promise<number | null>> {
  await page.addInitScript(() => {
    const seen = { asks: 0, atFailure: null as number | null };
    (window as { asksSeen?: typeof seen }).asksSeen = seen;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/alg_classes/rooms')) seen.asks += 1;
      return original(input, init);
    };
    new MutationObserver(() => {
      const failed = [...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes('Could not load this page'));
      if (failed) seen.atFailure ??= seen.asks;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { asksSeen?: { atFailure: number | null } }).asksSeen!.atFailure);
}

test('500s: one maintenance alert at a time, and "Try again" works once the fault is spent', async ({ page, openSignedIn }) => {
  // The class list fails three times; the profile asked for on opening fails alongside the first.
  await injectFaults(page, [
    { kind: 'status', status: 500, match: '/alg_classes/rooms', count: 3 },
    { kind: 'status', status: 500, match: '/profile', count: 1 },
  ]);
  const rooms = recordRequests(page, '/alg_classes/rooms');
  const profileFailed = page.waitForResponse((response) => response.url().endsWith('/profile') && response.status() === 500);
  await openSignedIn();
  await profileFailed;

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(loadFailure(page)).toContainText(MAINTENANCE);
    await expect(maintenanceDialogs(page)).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(rooms.urls, '500 is not retried').toHaveLength(attempt);
    await maintenanceDialogs(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog'), 'no empty alert dialog is left behind').toHaveCount(0);
    await loadFailure(page).getByRole('button', { name: 'Try again' }).click();
  }
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible(); // the class list, not only the heading
  await expect(loadFailure(page)).toHaveCount(0);
  await expect(maintenanceDialogs(page)).toHaveCount(0);
  expect(rooms.urls).toHaveLength(4);
});

test('a dialog is drawn with its styles even after they once failed to download: the maintenance alert’s OK can be pressed', async ({
  page,
  context,
  openSignedIn,
}) => {
  // The dialogs' stylesheet refused from the start (a flaky edge): About us cannot open, and Vite never asks for a
  // stylesheet again in the page's life.
  const dialogStyles = /\/assets\/Modal-[\w-]+\.css$/;
  await context.route(dialogStyles, (route) => route.abort('failed'));
  await openSignedIn();
  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'About us' }).click();
  await expect(page.getByText('This could not be opened: part of the portal could not be downloaded.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'About us' })).toHaveCount(0);
  await context.unroute(dialogStyles);

  // Later in the same page, a 500: the maintenance alert, a dialog too, comes with its styles (its OK not under its overlay).
  // On My students' own list: the dashboard's polls, which may come first, would raise it under the journey's tap.
  await setFaults(page, [{ kind: 'status', status: 500, match: '/api/v1/alg_teachers/students', count: 1 }]);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My students' }).click();
  await maintenanceDialogs(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // And About us opens at the next tap.
  await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: 'About us' }).click();
  await expect(page.getByRole('dialog', { name: 'About us' })).toBeVisible();
});

test('the notices’ own code refused: a notice still says its words, and that code comes with the network', async ({
  page,
  context,
  openSignedIn,
}) => {
  // A first visit whose connection failed as the stack's file was asked for: About us's dialog refused too, for a notice.
  const stackFile = /\/assets\/notifications-view-[\w-]+\.(js|css)$/;
  const dialogStyles = /\/assets\/Modal-[\w-]+\.css$/;
  await context.route(stackFile, (route) => route.abort('failed'));
  await context.route(dialogStyles, (route) => route.abort('failed'));
  await openSignedIn();
  await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: 'About us' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'This could not be opened: part of the portal could not be downloaded.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  // The network lost and back, the files no longer refused: the stack's code is asked again, and comes.
  await context.unroute(stackFile);
  await context.unroute(dialogStyles);
  const stackCode = page.waitForResponse((response) => /\/assets\/notifications-view-[\w-]+\.js$/.test(response.url()) && response.ok());
  await context.setOffline(true);
  await context.setOffline(false);
  await stackCode;
});

test('a screen whose code failed just after the network came back comes back by itself', async ({ page, context, openSignedIn }) => {
  await openSignedIn();
  await expect(dashboardHeading(page)).toBeVisible();
  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: /^Offline — / });
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0); // judged online: the device's return was told before the failure
  // Chromium's `online` event can precede the network: the screen's code, asked then, fails.
  const bookingCode = /\/assets\/booking\.lazy-[\w-]+\.js$/;
  await context.route(bookingCode, (route) => route.abort('failed'));
  await page.goto('/#/yykc');
  await expect(page.getByRole('alert', { name: 'Could not load this page' })).toBeVisible();
  await context.unroute(bookingCode);
  await expect(page.getByRole('button', { name: 'Add open time slot' })).toBeVisible();
});

test('expired tokens and a refused refresh: one notice, then sign-in with the way back', async ({ page, openSignedIn }) => {
  await openSignedIn();
  await page.getByRole('tab', { name: /^Next Week/ }).click();
  await expectRoute(page, '/dashboard', { tab: 'nextWeek', page: '1' });

  await setFaults(page, [{ kind: 'expire-tokens' }, { kind: 'refresh-fails' }]);
  const refresh = page.waitForRequest((request) => request.url().endsWith('/login/teacher_portal/token'));
  await page.reload();
  await refresh;

  await expectRoute(page, '/login', { redirect: '/dashboard?tab=nextWeek&page=1' });
  await expect(notices(page, SESSION_EXPIRED)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  expect(await sessionAreas(page)).toEqual([]);
});

test('503 twice: the class list is retried and shown without any error', async ({ page, openSignedIn }) => {
  await injectFaults(page, [{ kind: 'status', status: 503, match: '/alg_classes/rooms', count: 2 }]);
  const rooms = recordRequests(page, '/alg_classes/rooms');
  await openSignedIn();

  await page.getByRole('tab', { name: /^Next Week/ }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(rooms.urls).toHaveLength(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe(() => {
  test.use({ clock: 'installed' });
  test('dropped connections on a read: retried 3 times, said once by the screen (no notice repeats it), then back by itself once the host answers', async ({
    page,
    openSignedIn,
  }) => {
    await injectFaults(page, [{ kind: 'drop', match: '/alg_classes/rooms' }]);
    const rooms = recordRequests(page, '/alg_classes/rooms');
    const asksBeforeFailure = await countAsksBeforeFailure(page);
    await openSignedIn();

    await expect(loadFailure(page)).toContainText(LOST_CONTACT, { timeout: RETRY_BURST_MS });
    await expect(loadFailure(page)).toContainText('It loads by itself once the server answers again.');
    expect(await asksBeforeFailure(), 'a dropped connection is retried 3 times').toBe(4);
    await expect(notices(page, LOST_CONTACT)).toHaveCount(0);

    // The host is known out of reach: Try again asks once, at once, and the screen still says it once.
    // Held still, the recovery's probe (every second) asks no more; one it sent on the way is counted first.
    await holdClock(page);
    let asked = -1;
    await expect
      .poll(
        () => {
          const settled = rooms.urls.length === asked;
          asked = rooms.urls.length;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    await loadFailure(page).getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => rooms.urls.length).toBe(asked + 1);
    await expect(loadFailure(page)).toContainText(LOST_CONTACT);
    await expect(notices(page, LOST_CONTACT)).toHaveCount(0);

    // The host answers again: no Try again; the recovery's next ask (every second) finds it, or Try again's own
    // ask if its answer was still on its way, and the class list comes back, not only the heading.
    await clearFaults(page);
    await advanceUntil(page, () => page.getByRole('tab').first().isVisible());
    await page.clock.resume();
    await expect(loadFailure(page)).toHaveCount(0);
  });
});

test('a malformed answer becomes a translated error with "Try again", not a blank page', async ({ page, openSignedIn }) => {
  await injectFaults(page, [{ kind: 'malformed', match: '/alg_classes/rooms', count: 1 }]);
  await openSignedIn();

  await expect(loadFailure(page)).toContainText(UNREADABLE);
  await expect(page.getByRole('banner')).toBeVisible();
  await loadFailure(page).getByRole('button', { name: 'Try again' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible(); // the class list, not only the heading
  await expect(loadFailure(page)).toHaveCount(0);
});
