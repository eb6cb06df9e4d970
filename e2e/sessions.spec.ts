import { expect, type Page, test } from './support/fixtures';
import {
  ACCOUNTS,
  actingBanner,
  dashboardHeading,
  dashboardIdleWorkDone,
  eraseOfflineCopy,
  expectRoute,
  keptMark,
  LANDING_TIMEOUT,
  openAccountMenu,
  openSwitchDialog,
  setFaults,
  switchUser,
} from './support/app';
import { clearHostLog, expireTokens, hostLog, perSession, refreshes, signOuts } from './support/host-log';
import { sessionAreas } from './support/storage';

/**
 * One identity per action, across tabs, time and a flaky network: what a teacher and an
 * administrator see, and what the demo host counts (its request log), not only the page.
 */
const SIGN_IN_HEADING = 'Sign in to the teacher portal';
const LOST_CONTACT = 'Lost contact with the server, please try again later!';
const SESSION_EXPIRED = 'The session has expired, please log in again!';
const notices = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).filter({ hasNotText: 'Could not load this page' });

// Each journey starts signed in from its worker's stored state ("Stay signed in": the tabs share it).
test.use({ language: 'en', role: 'teacher' });

/**
 * A second tab of the same browser on the dashboard, signed in by the shared session, its idle work
 * done (the next class's brief): a request of its own while the tokens expire would be a 401 of its own.
 */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  // No kept copy drawn first: the idle work's line then means this tab's own answers are in.
  await eraseOfflineCopy(other);
  await other.goto('/#/dashboard');
  await expect(dashboardHeading(other)).toBeVisible({ timeout: LANDING_TIMEOUT });
  await dashboardIdleWorkDone(other);
  return other;
}

async function signOutFromMenu(page: Page, name: string): Promise<void> {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
}

test('signing out in one tab signs out the other, and the host is told once', async ({ page, openSignedIn }) => {
  await openSignedIn();
  const other = await secondTab(page);
  await clearHostLog(page);

  await signOutFromMenu(page, ACCOUNTS.teacher.name);
  await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  await expect(other.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  await expectRoute(other, '/login', { redirect: '/dashboard' });
  expect(await sessionAreas(other)).toEqual([]);
  await expect.poll(async () => signOuts(await hostLog(page)).length).toBe(1);
  await expect
    .poll(
      async () => (await hostLog(page)).filter((entry) => entry.path.endsWith('/api/v1/logout')).length,
      'the chat token is revoked once',
    )
    .toBe(1);
  // Nothing was asked for without a session on the way out (the screens go with the identity).
  expect((await hostLog(page)).filter((entry) => entry.session === null && entry.method === 'GET')).toEqual([]);
});

test('a token refreshed in one tab is used by the other: one refresh, no 401 in the second tab', async ({ page, openSignedIn }) => {
  await openSignedIn();
  const other = await secondTab(page);
  const refused: string[] = [];
  other.on('response', (response) => void (response.status() === 401 && refused.push(response.url())));
  await expireTokens(page);
  await clearHostLog(page);

  await page.getByRole('link', { name: 'My students' }).click();
  await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
  await expect.poll(async () => refreshes(await hostLog(page)).length).toBe(1);

  await other.getByRole('link', { name: 'Class replay' }).click();
  await expect(other.getByRole('heading', { name: 'Class replay', level: 1 })).toBeVisible();
  expect(refreshes(await hostLog(page)), 'the second tab refreshed nothing').toHaveLength(1);
  expect(refused, 'the second tab sent no spent token').toEqual([]);
});

test('two tabs hit an expired token at once: one refresh between them, both stay signed in', async ({ page, openSignedIn }) => {
  await openSignedIn();
  const other = await secondTab(page);
  // The log cleared first: a tab's own request between the expiry and the reloads may be the one refresh.
  await clearHostLog(page);
  await expireTokens(page);

  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(dashboardHeading(tab)).toBeVisible({ timeout: LANDING_TIMEOUT });
    await expect(tab.getByRole('tab').first()).toBeVisible();
    // The cards kept on the device come first: the fresh answer, asked with the refreshed token, replaces them.
    await expect(keptMark(tab)).toBeHidden({ timeout: LANDING_TIMEOUT });
  }
  const log = await hostLog(page);
  expect(refreshes(log), 'one refresh for the one identity').toHaveLength(1);
  await expect(notices(page, SESSION_EXPIRED)).toHaveCount(0);
  await expect(notices(other, SESSION_EXPIRED)).toHaveCount(0);
});

test.describe('on the page clock', () => {
  test.use({ clock: 'installed' });

  test('sign-out on a host that hangs: the sign-in page at once, the DELETE sent once in the background', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn();
    await setFaults(page, [{ kind: 'slow', match: '/login/oauth2/token', delayMs: 120_000 }]);
    await clearHostLog(page);
    const sent = page.waitForRequest((request) => request.method() === 'DELETE');

    await signOutFromMenu(page, ACCOUNTS.teacher.name);
    const request = await sent;
    // Still on its way (the host holds it for two minutes), and the teacher is already signed out.
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
    expect(await sessionAreas(page)).toEqual([]);
    // On the page's clock, past the request's timeout (ky: 10 s) and the write deadline (30 s): given up,
    // not sent again, and nothing said about it.
    await page.clock.runFor(31_000);
    expect(await request.response()).toBeNull();
    expect(signOuts(await hostLog(page))).toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  });

  test('offline: one voice (no notice), the screen says it is offline without retrying, and back online it loads by itself', async ({
    page,
    context,
    openSignedIn,
  }) => {
    await openSignedIn();
    await expect(page.getByRole('tab').first()).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: /^Offline — showing classes as of/ })).toBeVisible();
    await page.getByRole('link', { name: 'My students' }).click();
    // Known offline: no retry a second later (the page's clock does not move), the screen says so at once.
    const offline = page.getByRole('alert', { name: 'You are offline' });
    await expect(offline).toContainText('My courses still shows your classes as last known.');
    await expect(offline.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(notices(page, LOST_CONTACT)).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
    await expect(offline).toHaveCount(0);
  });
});

test.describe('as an administrator', () => {
  test.use({ role: 'admin' });

  test('switching teacher and the language in one tab reach the other', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const other = await secondTab(page);
    const name = await switchUser(page, 'admin', 'olivia.smith', /olivia\.smith\.\d+@demo\.school/);
    await expect(actingBanner(other)).toContainText(`Acting as ${name}`);
    await expect(dashboardHeading(other)).toBeVisible();

    const menu = await openAccountMenu(page, ACCOUNTS.admin.name);
    await menu.getByRole('menuitem', { name: '中文' }).click();
    await expect(other.getByRole('heading', { name: '我的课程', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: '返回我的账号' }).click();
    await expect(other.getByRole('button', { name: '返回我的账号' })).toHaveCount(0);
  });

  test.describe('on the page clock', () => {
    test.use({ clock: 'installed' });

    test('an administrator acting as a teacher for eight hours, tokens expiring every hour: the list and the way back keep working', async ({
      page,
      openSignedIn,
    }) => {
      // Eight hours of a day, nine steps each: 30 s on a quiet machine, over 60 s at load 8-13 (two clean-clone runs).
      test.slow();
      await openSignedIn();
      const name = await switchUser(page, 'admin', 'olivia.smith', /olivia\.smith\.\d+@demo\.school/);
      await expect(actingBanner(page)).toContainText(`Acting as ${name}`);
      await clearHostLog(page);

      for (let hour = 1; hour <= 8; hour += 1) {
        await page.clock.fastForward('01:00:30');
        // The teacher's screen (the teacher's identity) and the teacher list (the admin's own).
        await page.getByRole('link', { name: hour % 2 ? 'Class replay' : 'My courses' }).click();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const dialog = await openSwitchDialog(page, 'admin');
        // The list shows what it had while it asks again; closed before that request's refresh went
        // out, the request is dropped with the dialog, as it should be, and the hour had no refresh.
        await expect
          .poll(async () => refreshes(await hostLog(page)).length, { message: 'both identities refreshed this hour' })
          .toBeGreaterThanOrEqual(2 * hour);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
      await page.getByRole('button', { name: 'Back to my account' }).click();
      await expect(actingBanner(page)).toHaveCount(0);
      await expect(dashboardHeading(page)).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();

      const log = await hostLog(page);
      const perIdentity = perSession(refreshes(log));
      const admin = log.find((entry) => entry.path.endsWith('/list_group'))?.session;
      const teacher = log.find((entry) => entry.path.includes('/alg_classes/') && entry.uid !== entry.actorUid)?.session;
      expect(admin && teacher && admin !== teacher).toBeTruthy();
      expect(perIdentity[admin!], 'the admin’s own token refreshed every hour').toBe(8);
      expect(perIdentity[teacher!], 'the teacher’s token refreshed every hour').toBe(8);
      await expect(notices(page, SESSION_EXPIRED)).toHaveCount(0);
      await expectRoute(page, '/dashboard');
    });
  });
});
