import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page, test } from '../support/fixtures';
import { FAILED_STATE } from '../../scripts/lib/screen-states';
import { pinLanguage } from '../support/app';
import { evidence } from '../support/evidence';
import { resolvePath, type Screen, SCREENS } from '../support/screens';
import { APP_WORKER_E2E } from './setup';

/**
 * Never a blank page (issue 46): every signed-in screen on a first visit (no worker in control yet: the code
 * of anything loaded on demand still comes from the network) with the school's host failing (503), then the
 * device offline and Try again pressed, then the network back. The shell and a message stay on screen
 * through it all: nothing the page loads on demand then (the notices' code, a part, a stylesheet) may take
 * it down. Try again offline raises the spec's network-lost notice once, beside the screen's own message.
 */

const hostRoutes = `${APP_WORKER_E2E.hostUrl}/**`;
const failing = (context: BrowserContext) =>
  context.route(hostRoutes, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }));

/**
 * Records each moment, from the first content on, the app's root was left empty (a white page), and, once the
 * shell's header was drawn, each moment it was gone: milliseconds after the page opened.
 */
function watchForBlank(): void {
  const lost = { blank: [] as number[], header: [] as number[] };
  Object.assign(window, { lost });
  let drawn = false;
  let header = false;
  new MutationObserver(() => {
    const now = Math.round(performance.now());
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) drawn = true;
    else if (drawn) lost.blank.push(now);
    if (document.querySelector('header')) header = true;
    else if (header) lost.header.push(now);
  }).observe(document, { subtree: true, childList: true });
}
const lost = (page: Page) => page.evaluate(() => (window as unknown as { lost: { blank: number[]; header: number[] } }).lost);

const LOST_CONTACT = 'Lost contact with the server, please try again later!';
/** The screen's own failed or offline state (scripts/lib/screen-states.ts), inside the app's root. */
const message = (page: Page) =>
  page.locator('#root').getByRole('alert').or(page.locator('#root').getByRole('status')).filter({ hasText: FAILED_STATE });

/** The shell (its header and navigation) when the screen has one, and the screen's message, are on screen. */
async function expectShellAndMessage(page: Page, screen: Screen, when: string): Promise<void> {
  // The first failure comes after the host's answers were asked again (the loading screen meanwhile).
  await expect(message(page).first(), `${screen.route} ${when}: the screen says what is wrong`).toBeVisible({ timeout: 45_000 });
  if (screen.shell) {
    await expect(page.getByRole('banner'), `${screen.route} ${when}: the header`).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }), `${screen.route} ${when}: the navigation`).toBeAttached();
  }
}

/** Opens without any answer of the host: its own checks say so, with nothing to try again. */
const NEEDS_NO_HOST = ['/system-test'];
const screens = SCREENS.filter((screen) => screen.signedIn && !NEEDS_NO_HOST.includes(screen.route));
/** Two journeys over halves of the table (the run's two workers), each with its screens three at a time. */
const PARTS = 2;
const parts = Array.from({ length: PARTS }, (_, part) => screens.filter((_, index) => index % PARTS === part));

/**
 * One screen's first visit in a context of its own (signed in, nothing of the app cached, no worker yet): the host
 * failing, then the device offline and Try again, then the network back with the host still failing.
 */
async function firstVisit(browser: Browser, options: BrowserContextOptions, screen: Screen, path: string, picture: string | null) {
  const context = await browser.newContext(options);
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await pinLanguage(tab, 'en');
  await tab.addInitScript(watchForBlank);
  await failing(context);
  await tab.goto(path);
  await expectShellAndMessage(tab, screen, 'with the host failing');

  // The device offline (the host's 503 is no longer what answers: nothing does).
  // Offline first: unrouted first, a retry on its way in between would reach the host, which answers.
  await context.setOffline(true);
  await context.unroute(hostRoutes);
  const tryAgain = tab.getByRole('button', { name: 'Try again' }).first();
  await expect(tryAgain, `${screen.route}: offline, the screen still offers Try again`).toBeVisible({ timeout: 10_000 });
  await tryAgain.click();
  const notices = tab.getByRole('alert').filter({ hasText: LOST_CONTACT });
  await expect(notices, `${screen.route}: Try again offline says the network is lost, once`).toHaveCount(1);
  await expectShellAndMessage(tab, screen, 'offline after Try again');
  if (picture) await evidence(tab, picture);

  // The network back, the host still failing: the screen asks again by itself, and still says so.
  await failing(context);
  const askedAgain = tab.waitForResponse((response) => response.url().startsWith(APP_WORKER_E2E.hostUrl), { timeout: 10_000 });
  await context.setOffline(false);
  await askedAgain;
  await expectShellAndMessage(tab, screen, 'with the network back');
  expect(await lost(tab), `${screen.route}: moments the page was blank, or the shell's header gone (ms after it opened)`).toEqual({
    blank: [],
    header: [],
  });
  expect(errors, `${screen.route}: uncaught errors and unhandled rejections`).toEqual([]);
  await context.close();
}

test.use({ role: 'teacher' });

for (const [index, part] of parts.entries()) {
  test(`never blank (${index + 1} of ${PARTS}): ${part.map((screen) => screen.route).join(', ')}: host failing, then offline, Try again, network back`, async ({
    browser,
    baseURL,
    storageState,
    page,
    openSignedIn,
  }) => {
    test.setTimeout(180_000); // the screens three at a time, each in real time
    const paths = new Map<string, string>();
    for (const screen of part) {
      if (typeof screen.path !== 'string' && !page.url().includes('/dashboard')) {
        await openSignedIn('/#/dashboard'); // the host answering: a class to open
        await expect(page.getByRole('article').first()).toBeVisible();
      }
      paths.set(screen.route, await resolvePath(page, screen));
    }
    // Three at a time: side by side, yet each first failure (the host's 503s asked again) within the limit.
    let next = 0;
    const lane = async () => {
      for (let at = next++; at < part.length; at = next++) {
        const screen = part[at]!;
        const picture = at === 0 ? `never-blank-offline-${index + 1}` : null;
        await test.step(screen.route, () => firstVisit(browser, { baseURL, storageState }, screen, paths.get(screen.route)!, picture));
      }
    };
    await Promise.all([lane(), lane(), lane()]);
  });
}

/**
 * A page that cannot start (src/lib/boot-failed.ts): a first visit whose main file, or whose signed-in catalogue,
 * cannot be downloaded (with the portal's server out of reach too, so nothing asks it back meanwhile) shows
 * index.html's own message in the page's language, not a white page; once the device is back, it starts by itself.
 */
const CANNOT_START = [
  {
    what: 'the main file',
    file: /\/assets\/index-[^/]+\.js$/,
    language: 'en' as const,
    title: 'Something went wrong on this page',
    text: 'Part of the portal could not be downloaded. It loads by itself once the connection is back, or reload the page.',
    reload: 'Reload',
    heading: 'My Courses',
  },
  {
    what: 'the signed-in catalogue',
    file: /\/assets\/locale-zh-(?!signed-out)[^/]+\.js$/,
    language: 'zh' as const,
    title: '此页面出错了',
    text: '门户的部分内容无法下载。恢复连接后会自动加载，您也可以重新加载页面。',
    reload: '重新加载',
    heading: '我的课程',
  },
];

test('a page that cannot start says so in its language, and starts by itself once the device is back', async ({
  browser,
  baseURL,
  storageState,
}) => {
  for (const row of CANNOT_START)
    await test.step(row.what, async () => {
      const context = await browser.newContext({ baseURL, storageState });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await pinLanguage(tab, row.language);
      const probe = /\/reachable\.txt$/;
      await context.route(row.file, (route) => route.abort('failed'));
      await context.route(probe, (route) => route.abort('failed'));
      await tab.goto('/#/dashboard');
      const alert = tab.locator('#root').getByRole('alert');
      await expect(alert, `${row.what}: the page says what happened`).toContainText(row.title);
      await expect(alert).toContainText(row.text);
      await expect(alert.getByRole('button', { name: row.reload })).toBeVisible();
      await expect(tab.locator('#root').getByRole('banner')).toBeVisible();
      await evidence(tab, `cannot-start-${row.language}`);

      await context.unroute(row.file);
      await context.unroute(probe);
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(tab.getByRole('heading', { name: row.heading, level: 1 }), `${row.what}: back by itself`).toBeVisible({
        timeout: 15_000,
      });
      await expect(alert).toHaveCount(0);
      expect(errors, `${row.what}: uncaught errors and unhandled rejections`).toEqual([]);
      await context.close();
    });
});
