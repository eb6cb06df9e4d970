import type { Page } from '@playwright/test';

/**
 * Signs in through the form (its fields found by their autocomplete purpose, whatever the language)
 * with a demo account, and waits for the dashboard.
 */
export async function signInThroughForm(page: Page, appUrl: string, username = 'teacher@demo.school'): Promise<void> {
  await page.goto(`${appUrl}/#/login`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('heading', { level: 1 }).and(page.locator('main h1')).first().waitFor();
  await page.waitForURL(/#\/dashboard/);
}
