import { expect as baseExpect, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, holdClock, injectFaults, openAccountMenu } from './support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

// Whole journeys over the in-browser demo host: slow on a loaded machine, never waiting on purpose.
const expect = baseExpect.configure({ timeout: 20_000 });

// Chromium's fake camera (a test pattern) and microphone (a beep), granted without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test.use({ role: 'teacher', language: 'en' });

const check = (page: Page, name: string) => page.getByRole('region', { name });
const result = (page: Page, name: string, verdict: string | RegExp) =>
  check(page, name).getByText(verdict, typeof verdict === 'string' ? { exact: true } : {});

async function openSystemTest(page: Page) {
  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'System test' }).click();
  await expect(page.getByRole('heading', { name: 'System test', level: 1 })).toBeVisible();
}

test.describe(() => {
  test.use({ clock: 'installed' });
  test('every check passes with a working camera, microphone, speakers and connection', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await openSystemTest(page);
    await expect(result(page, 'Browser', 'Passed')).toBeVisible();
    // The round trip is timed on the page's clock: held still while the check runs again, the host answers
    // in 0 ms however loaded the machine is, so the verdict is the product's, not the machine's.
    const connection = check(page, 'Connection to the school');
    await expect(connection.getByRole('button', { name: 'Test again' })).toBeEnabled();
    await holdClock(page);
    await connection.getByRole('button', { name: 'Test again' }).click();
    await expect(result(page, 'Connection to the school', 'Passed')).toBeVisible();
    await expect(connection).toContainText('Round trip: 0 ms');
    await page.clock.resume();

    await check(page, 'Camera').getByRole('button', { name: 'Test camera' }).click();
    await expect(result(page, 'Camera', 'Passed')).toBeVisible();
    await expect(check(page, 'Camera').getByLabel('Camera preview')).toBeVisible();
    expect(
      await check(page, 'Camera')
        .getByLabel('Camera preview')
        .evaluate((v: HTMLVideoElement) => v.videoWidth),
    ).toBeGreaterThan(0);

    await check(page, 'Microphone').getByRole('button', { name: 'Test microphone' }).click();
    await expect(check(page, 'Microphone').getByRole('progressbar', { name: 'Microphone level' })).toBeAttached();
    await expect(result(page, 'Microphone', 'Passed')).toBeVisible();

    await check(page, 'Speakers').getByRole('button', { name: 'Play test sound' }).click();
    await check(page, 'Speakers').getByRole('button', { name: 'Yes, I heard it' }).click();
    await expect(result(page, 'Speakers', 'Passed')).toBeVisible();

    await expect(page.getByRole('status').filter({ hasText: /checks passed/ })).toHaveText('5 of 5 checks passed, 0 failed.');
    await check(page, 'Camera').getByRole('button', { name: 'Stop camera' }).click();
    await expect(check(page, 'Camera').getByLabel('Camera preview')).toHaveCount(0);

    await expectAccessible(page, 'the passed checks');
  });
});

test('a refused camera and microphone fail with what to do', async ({ page, openSignedIn }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openSignedIn();
  await openSystemTest(page);
  await check(page, 'Camera').getByRole('button', { name: 'Test camera' }).click();
  await expect(result(page, 'Camera', 'Failed')).toBeVisible();
  await expect(check(page, 'Camera').getByRole('alert')).toContainText('The browser is not allowed to use the camera.');
  await check(page, 'Microphone').getByRole('button', { name: 'Test microphone' }).click();
  await expect(check(page, 'Microphone').getByRole('alert')).toContainText('not allowed to use the microphone');
  await expect(check(page, 'Camera').getByRole('button', { name: 'Test again' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: /, [23] failed\.$/ })).toBeVisible();
});

test.describe(() => {
  test.use({ clock: 'installed' });
  test('a silent microphone fails after 8 seconds; unheard speakers fail', async ({ page, openSignedIn }) => {
    // A microphone that hears nothing: a stream with a silent track.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
    });
    await openSignedIn();
    await openSystemTest(page);
    // Paused from here: the listening time is only what the test runs, not also however long a loaded
    // machine takes between the click and the first runFor (it failed after "7 s" that way).
    await holdClock(page);
    await check(page, 'Microphone').getByRole('button', { name: 'Test microphone' }).click();
    await expect(check(page, 'Microphone').getByRole('button', { name: 'Stop listening' })).toBeVisible();
    await page.clock.runFor(7000);
    await expect(result(page, 'Microphone', 'Testing…')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(result(page, 'Microphone', 'Failed')).toBeVisible();
    await expect(check(page, 'Microphone').getByRole('alert')).toContainText('The microphone heard nothing.');

    await check(page, 'Speakers').getByRole('button', { name: 'Play test sound' }).click();
    await check(page, 'Speakers').getByRole('button', { name: 'No' }).click();
    await expect(check(page, 'Speakers').getByRole('alert')).toContainText('Turn the volume up');
  });
});

test("the school's server does not answer: the connection check fails with advice", async ({ page, openSignedIn }) => {
  await injectFaults(page, [{ kind: 'status', status: 404, match: '/profile' }]);
  await openSignedIn();
  await openSystemTest(page);
  await expect(result(page, 'Connection to the school', 'Failed')).toBeVisible();
  await expect(check(page, 'Connection to the school').getByRole('alert')).toContainText("The school's server did not answer.");
});

test('about us: product, version, build and contact', async ({ page, openSignedIn }) => {
  await openSignedIn();
  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'About us' }).click();
  const dialog = page.getByRole('dialog', { name: 'About us' });
  await expect(dialog.getByRole('row', { name: /Product Teacher Portal/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Version \d+\.\d+\.\d+$/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Build \S+/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'support@demo.school' })).toHaveAttribute('href', 'mailto:support@demo.school');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('at 390 px the checks stack without sideways scrolling', async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn('/#/system-test');
  await expect(result(page, 'Browser', 'Passed')).toBeVisible();
  await check(page, 'Camera').getByRole('button', { name: 'Test camera' }).click();
  await expect(result(page, 'Camera', 'Passed')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
