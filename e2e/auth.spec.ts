import { expect, test } from './support/fixtures';
import {
  ACCOUNTS,
  accountMenuButton,
  dashboardHeading,
  expectRoute,
  LANDING_TIMEOUT,
  recordRequests,
  signIn,
  signInForToken,
  submitSignIn,
} from './support/app';
import { entriesContaining, SESSION_KEY, sessionAreas } from './support/storage';

// Signing in is the subject here: the form, except where the journey starts after it.
test.use({ language: 'en' });

test('the teacher signs in and lands on My Courses', async ({ page }) => {
  await signIn(page, 'teacher');
  await expectRoute(page, '/dashboard');
  await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
});

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/#/login');
  await submitSignIn(page, { username: ACCOUNTS.teacher.username, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expectRoute(page, '/login');
  await expect(accountMenuButton(page, ACCOUNTS.teacher.name)).toHaveCount(0);
});

test('an empty form asks for username and password without calling the host', async ({ page }) => {
  const logins = recordRequests(page, '/login/teacher_portal');
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  expect(logins.urls).toEqual([]);
});

test('the guard sends a signed-out visitor to sign in, then back to the page asked for', async ({ page }) => {
  await page.goto('/#/dashboard?tab=nextWeek');
  await expectRoute(page, '/login', { redirect: '/dashboard?tab=nextWeek' });

  await submitSignIn(page, ACCOUNTS.teacher);
  await expectRoute(page, '/dashboard', { tab: 'nextWeek' });
  await expect(page.getByRole('tab', { name: /^Next Week/ })).toHaveAttribute('aria-selected', 'true', { timeout: LANDING_TIMEOUT });
});

for (const hostile of ['//evil.example', 'javascript:alert(1)', 'https://evil.example/dashboard']) {
  test(`a hostile redirect (${hostile}) ends on the dashboard`, async ({ page, baseURL }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`Unexpected dialog: ${dialog.message()}`);
    });
    await page.goto(`/#/login?redirect=${encodeURIComponent(hostile)}`);
    await submitSignIn(page, ACCOUNTS.teacher);
    await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expectRoute(page, '/dashboard');
  });
}

test.describe(() => {
  test.use({ role: 'teacher' });
  for (const barred of ['/login', '/register']) {
    test(`a signed-in user opening ${barred} is sent to the dashboard`, async ({ page }) => {
      await page.goto(`/#${barred}`);
      await expectRoute(page, '/dashboard');
      await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
    });
  }
});

for (const { staySignedIn, area, newTabSignedIn } of [
  { staySignedIn: false, area: 'sessionStorage', newTabSignedIn: false },
  { staySignedIn: true, area: 'localStorage', newTabSignedIn: true },
] as const) {
  test(`"Stay signed in" ${staySignedIn ? 'checked' : 'unchecked'}: the session lives in ${area} only, token sealed`, async ({
    page,
    context,
  }) => {
    const token = await signInForToken(page, 'teacher', { staySignedIn });
    await expect.poll(() => sessionAreas(page)).toEqual([area]);
    expect(
      await entriesContaining(page, token),
      `storage entries holding the access token in clear (${SESSION_KEY} must be sealed)`,
    ).toEqual([]);

    // A second tab shares localStorage but not sessionStorage: only a kept session follows.
    const tab = await context.newPage();
    await tab.goto('/#/dashboard');
    if (newTabSignedIn) await expect(dashboardHeading(tab)).toBeVisible({ timeout: LANDING_TIMEOUT });
    else await expectRoute(tab, '/login', { redirect: '/dashboard' });
  });
}
