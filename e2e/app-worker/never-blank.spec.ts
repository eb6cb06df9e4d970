import { type BrowserContext, expect, type Page, test } from '../support/fixtures';
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

/** Records, from the first content on, each moment the app's root was left empty: a white page. */
function watchForBlank(): void {
  const blanks: number[] = [];
  Object.assign(window, { blanks });
  let drawn = false;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) drawn = true;
    else if (drawn) blanks.push(Math.round(performance.now()));
  }).observe(document, { subtree: true, childList: true });
}
const blanks = (page: Page) => page.evaluate(() => (window as unknown as { blanks: number[] }).blanks);

const LOST_CONTACT = 'Lost contact with the server, please try again later!';
/** The screen's own failed or offline state (scripts/lib/screen-states.ts), inside the app's root. */
const message = (page: Page) =>
  page.locator('#root').getByRole('alert').or(page.locator('#root').getByRole('status')).filter({ hasText: FAILED_STATE });

/** The shell (its header and navigation) when the screen has one, and the screen's message, are on screen. */
async function expectShellAndMessage(page: Page, screen: Screen, when: string): Promise<void> {
  // The first failure comes after the host's answers were asked again (the loading screen meanwhile).
  await expect(message(page).first(), `${screen.route} ${when}: the screen says what is wrong`).toBeVisible({ timeout: 30_000 });
  if (screen.shell) {
    await expect(page.getByRole('banner'), `${screen.route} ${when}: the header`).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }), `${screen.route} ${when}: the navigation`).toBeAttached();
  }
}

/** Opens without any answer of the host: its own checks say so, with nothing to try again. */
const NEEDS_NO_HOST = ['/system-test'];
const screens = SCREENS.filter((screen) => screen.signedIn && !NEEDS_NO_HOST.includes(screen.route));
/** Four journeys over parts of the table: the run's two workers share them. */
const PARTS = 4;
const parts = Array.from({ length: PARTS }, (_, part) => screens.filter((_, index) => index % PARTS === part));

test.use({ role: 'teacher' });

for (const [index, part] of parts.entries()) {
  test(`never blank (${index + 1} of ${PARTS}): ${part.map((screen) => screen.route).join(', ')}: host failing, then offline, Try again, network back`, async ({
    browser,
    baseURL,
    storageState,
    page,
    openSignedIn,
  }) => {
    test.setTimeout(150_000); // a first visit for each screen, each in real time
    const paths = new Map<string, string>();
    for (const screen of part) {
      if (typeof screen.path !== 'string' && !page.url().includes('/dashboard')) {
        await openSignedIn('/#/dashboard'); // the host answering: a class to open
        await expect(page.getByRole('article').first()).toBeVisible();
      }
      paths.set(screen.route, await resolvePath(page, screen));
    }

    for (const screen of part) {
      await test.step(screen.route, async () => {
        // A first visit: a context of its own, signed in, with nothing of the app cached and no worker yet.
        const context = await browser.newContext({ baseURL, storageState });
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('pageerror', (error) => errors.push(error.message));
        await pinLanguage(tab, 'en');
        await tab.addInitScript(watchForBlank);
        await failing(context);
        await tab.goto(paths.get(screen.route)!);
        await expectShellAndMessage(tab, screen, 'with the host failing');

        // The device offline (the host's 503 is no longer what answers: nothing does).
        await context.unroute(hostRoutes);
        await context.setOffline(true);
        await tab.getByRole('button', { name: 'Try again' }).first().click();
        const notices = tab.getByRole('alert').filter({ hasText: LOST_CONTACT });
        await expect(notices, `${screen.route}: Try again offline says the network is lost, once`).toHaveCount(1);
        await expectShellAndMessage(tab, screen, 'offline after Try again');
        if (screen === part[0]) await evidence(tab, `never-blank-offline-${index + 1}`);

        // The network back, the host still failing: the screen asks again by itself, and still says so.
        await failing(context);
        const askedAgain = tab.waitForResponse((response) => response.url().startsWith(APP_WORKER_E2E.hostUrl), { timeout: 10_000 });
        await context.setOffline(false);
        await askedAgain;
        await expectShellAndMessage(tab, screen, 'with the network back');
        expect(await blanks(tab), `${screen.route}: moments the page was blank (ms after it opened)`).toEqual([]);
        expect(errors, `${screen.route}: uncaught errors and unhandled rejections`).toEqual([]);
        await context.close();
      });
    }
  });
}
