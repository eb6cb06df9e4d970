import { expect, type Page } from '@playwright/test';

/** The demo host's accounts (mocks/data/accounts.ts; listed in the README). */
export const ACCOUNTS = {
  teacher: { username: 'teacher@demo.school', password: 'demo1234', name: 'Emma Li' },
  admin: { username: 'admin@demo.school', password: 'demo1234', name: 'Grace Wang' },
  superUser: { username: 'super@demo.school', password: 'demo1234', name: 'Sam Root' },
} as const;

/** Pins the UI language before the app boots (the default follows the browser, else Chinese). */
export async function useLanguage(page: Page, locale: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('tp.locale')) localStorage.setItem('tp.locale', value);
  }, locale);
}

/** Demo-host faults for this page (mocks: fault injection), set before the app boots. */
export async function injectFaults(page: Page, rules: unknown[]): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('demo-host:faults', value), JSON.stringify(rules));
}

export async function signIn(page: Page, account: keyof typeof ACCOUNTS, options: { path?: string } = {}): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.goto(options.path ?? '/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}
