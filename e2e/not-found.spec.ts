import { expect, test } from './support/fixtures';
import { dashboardHeading, expectRoute, LANDING_TIMEOUT } from './support/app';

test.use({ language: 'en' });

const UNKNOWN = '/#/some/unknown/path';

test('an unknown path shows the not-found page; home leads a visitor to sign in', async ({ page }) => {
  await page.goto(UNKNOWN);
  await expectRoute(page, '/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expectRoute(page, '/login', { redirect: '/dashboard' });
});

test.describe(() => {
  test.use({ role: 'teacher' });
  test('a signed-in user on an unknown path gets home through "Back to home"', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expectRoute(page, '/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expectRoute(page, '/dashboard');
    await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
  });
});
