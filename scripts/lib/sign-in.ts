import type { Page } from '@playwright/test';

/**
 * Signing in through the portal's form, for the scripts (budgets, soak, measurements) and the journeys
 * (e2e/support/app.ts hands these on): one place that knows the form and the demo host's accounts.
 */

/** The demo host's accounts (mocks/data/accounts.ts; listed in the README). */
export const ACCOUNTS = {
  teacher: { username: 'teacher@demo.school', password: 'demo1234', name: 'Emma Li' },
  admin: { username: 'admin@demo.school', password: 'demo1234', name: 'Grace Wang' },
  superUser: { username: 'super@demo.school', password: 'demo1234', name: 'Sam Root' },
} as const;

export type Account = keyof typeof ACCOUNTS;

export interface Credentials {
  username: string;
  password: string;
}

/** Fills the sign-in form on the current page, in either language, and submits it. */
export async function submitSignIn(page: Page, credentials: Credentials, options: { staySignedIn?: boolean } = {}): Promise<void> {
  await page.getByLabel(/^(Username|用户名)/).fill(credentials.username);
  await page.getByLabel(/^(Password|密码)/).fill(credentials.password);
  if (options.staySignedIn !== undefined) await page.getByLabel(/^(Stay signed in|保持登录)/).setChecked(options.staySignedIn);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
}

/** Signs in with a demo account (by its username; all share one password) and waits for the dashboard. */
export async function signInThroughForm(page: Page, appUrl: string, username: string = ACCOUNTS.teacher.username): Promise<void> {
  await page.goto(`${appUrl}/#/login`);
  await submitSignIn(page, { username, password: ACCOUNTS.teacher.password });
  await page.getByRole('heading', { level: 1 }).and(page.locator('main h1')).first().waitFor();
  await page.waitForURL(/#\/dashboard/);
  // What the page does once loaded and idle (the zone it keeps for the next page) is part of the state
  // a signed-in teacher's browser has the next day.
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 5000 }), { timeout: 5000 })),
  );
}
