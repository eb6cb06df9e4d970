import { test, expect } from '@playwright/test';
import { signIn, useLanguage, injectFaults } from './support/app';
test('explore', async ({ page }) => {
  await useLanguage(page, 'en');
  await injectFaults(page, [{ kind: 'status', status: 500, match: 'alg_classes/rooms', count: 3 }]);
  page.on('request', (r) => { if (r.url().includes('demo-api')) console.log('REQ', r.method(), r.url(), r.headers()['authorization']); });
  await signIn(page, 'teacher');
  await expect(page.getByRole('button', {name: 'OK'})).toBeVisible();
  console.log(await page.locator('body').ariaSnapshot());
  console.log(await page.evaluate(() => localStorage.getItem('demo-host:faults')));
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', {name: 'OK'})).toBeVisible();
  console.log(await page.locator('body').ariaSnapshot());
  console.log(await page.evaluate(() => localStorage.getItem('demo-host:faults')));
});
