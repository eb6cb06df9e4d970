import { injectFaults, setFaults } from './support/app';
import { NOW } from './support/class-clock';
import { expect, test } from './support/fixtures';
import { clearHostLog, hostLog } from './support/host-log';

/** Steering the demo host from a journey: rules checked where they are set, any answer of the contract, no endpoint missed. */
test.use({ language: 'en' });

test.describe(() => {
  test.use({ role: 'teacher', clock: NOW }); // next week's classes are days away: the portal itself lets the cancel through
  test('a refusal only the host can give (cancel inside 24 h by its clock) shows the contract’s words', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    const card = page.getByRole('article').first();
    await setFaults(page, [
      {
        kind: 'respond',
        method: 'POST',
        match: '/cancel',
        count: 1,
        body: { success: 0, error_code: 'CANCEL_WINDOW_CLOSED', message: 'This class cannot be cancelled!' },
      },
    ]);
    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the class' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This class cannot be cancelled!' });
    await expect(refusal).toContainText(`Please contact the administrator at support@demo.school`);
    await expect(card).toBeVisible();
  });
});

test('an invalid rule fails at the call that sets it; a call the host has no endpoint for is logged', async ({ page }) => {
  await expect(injectFaults(page, [{ kind: 'slow', delay: 3000 } as never])).rejects.toThrow('"slow" takes no "delay"');
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  await expect(setFaults(page, [{ kind: 'status', status: 700 }])).rejects.toThrow('"status" must be a whole number from 200 to 599');

  // The app's own files are not the host's business; a path under demo-api/ the host lacks is.
  await page.evaluate(() => fetch('demo-api/api/v1/alg_nothing').then((answer) => answer.text()));
  await expect
    .poll(async () => (await hostLog(page)).filter((entry) => entry.unhandled).map((entry) => entry.path))
    .toEqual(['/demo-api/api/v1/alg_nothing']);
  await clearHostLog(page); // logged on purpose: the journeys' check after each test would fail on it
});

test('a reload keeps the demo host’s worker registered: the new page meets it whole, nothing uncaught', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const removed: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) =>
    removed.push(...registrations.filter((r) => r.isDeleted).map((r) => r.scopeURL)),
  );
  await cdp.send('ServiceWorker.enable');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const signInHeading = page.getByRole('heading', { name: 'Sign in to the teacher portal' });
  await page.goto('/#/login');
  await expect(signInHeading).toBeVisible();
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    await expect(signInHeading).toBeVisible(); // drawn once the demo host has started
  }
  // The host answers the last page (its worker controls it) and no registration was removed on the way.
  expect(await page.evaluate(() => fetch('demo-api/__demo/faults').then((answer) => answer.status))).toBe(200);
  expect(removed).toEqual([]);
  expect(uncaught).toEqual([]);
});
