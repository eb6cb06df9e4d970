import { expect, test } from './support/fixtures';
import { ACCOUNTS, dashboardHeading, expectRoute, openAccountMenu, signInForToken } from './support/app';
import { entriesContaining, sessionAreas } from './support/storage';

// Signing in with and without "Stay signed in" is what signing out undoes here: the form, not a stored state.
test.use({ language: 'en' });

for (const staySignedIn of [true, false]) {
  test(`signing out (stay signed in ${staySignedIn ? 'on' : 'off'}) ends the session and forgets it`, async ({ page }) => {
    const token = await signInForToken(page, 'teacher', { staySignedIn });
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    await expectRoute(page, '/dashboard', { tab: 'nextWeek', page: '1' });
    // What the page kept about her zone for the next page (once idle) goes with her.
    const zoneKept = () => page.evaluate(() => localStorage.getItem('tp.zone-kept') !== null);
    await expect.poll(zoneKept, { timeout: 15_000 }).toBe(true);

    const logout = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/login/oauth2/token'));
    const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    expect((await logout).headers()['authorization']).toBe(`Bearer ${token}`);

    await expectRoute(page, '/login', { redirect: '/dashboard?tab=nextWeek&page=1' });
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
    expect(await sessionAreas(page)).toEqual([]);
    expect(await entriesContaining(page, token)).toEqual([]);
    expect(await zoneKept()).toBe(false);

    // The dashboard is still in the history: going back must not show it.
    await page.goBack();
    await expectRoute(page, '/login', { redirect: '/dashboard' });
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
    await expect(dashboardHeading(page)).toHaveCount(0);
  });
}
