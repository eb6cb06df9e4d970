import { expect, test } from './support/fixtures';
import { ACCOUNTS, dashboardHeading, eraseOfflineCopy, injectFaults, keptPaintWritten, recordRequests, setFaults } from './support/app';
import { NOW } from './support/class-clock';

/**
 * A very slow host (fault rule `slow`): every wait shows that something is loading, and a write
 * asked for twice while the first is still on its way is sent once.
 */
const SLOW_MS = 2500;

test.use({ language: 'en' });

test('a slow sign-in: the button says it is busy, and a double click or Enter sends nothing more', async ({ page }) => {
  await injectFaults(page, [{ kind: 'slow', delayMs: SLOW_MS, match: '/login/teacher_portal' }]);
  const logins = recordRequests(page, '/login/teacher_portal');
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(ACCOUNTS.teacher.username);
  await page.getByLabel(/^Password/).fill(ACCOUNTS.teacher.password);
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.dblclick(); // an impatient double click: the second lands while the first is on its way
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-loading', 'true');
  await page.getByLabel(/^Password/).press('Enter'); // and Enter in the form
  await expect(dashboardHeading(page)).toBeVisible({ timeout: SLOW_MS + 10_000 });
  expect(logins.urls.filter((url) => new URL(url).pathname.endsWith('/login/teacher_portal'))).toHaveLength(1);
});

test.describe(() => {
  test.use({ role: 'teacher' });

  test('a slow class list: the dashboard says it is loading, then shows the classes', async ({ page, openSignedIn }) => {
    await openSignedIn();
    // A device with no copy kept offline (a returning one draws the kept cards at once: boot-order.spec.ts):
    // the copy written first, so every run erases one, whenever the app writes it.
    await keptPaintWritten(page);
    await eraseOfflineCopy(page);
    await setFaults(page, [{ kind: 'slow', delayMs: SLOW_MS, match: '/alg_classes/rooms' }]);
    await page.reload();
    await expect(
      page
        .getByRole('status', { name: 'Loading…' })
        .or(page.getByRole('progressbar', { name: 'Loading page' }))
        .first(),
    ).toBeVisible();
    await expect(dashboardHeading(page)).toBeVisible({ timeout: SLOW_MS + 10_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test.describe(() => {
    test.use({ clock: NOW }); // next week's first class is then days away, outside the 24 h refusal

    test('a slow cancel: the dialog’s button is busy, and a double click sends nothing more', async ({ page, openSignedIn }) => {
      await openSignedIn();
      await page.getByRole('tab', { name: /^Next Week/ }).click();
      const card = page.getByRole('article').first();
      await setFaults(page, [{ kind: 'slow', delayMs: SLOW_MS, match: '/cancel' }]);
      const cancels = recordRequests(page, '/cancel');
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Cancel the class' });
      await confirm.dblclick(); // the second click lands while the first is on its way (the host takes 2.5 s)
      await expect(confirm).toHaveAttribute('data-loading', 'true');
      await expect(page.getByRole('alert').filter({ hasText: 'Successfully canceled' })).toBeVisible({ timeout: SLOW_MS + 10_000 });
      expect(cancels.urls).toHaveLength(1);
    });
  });
});
