import { expect, type Page, test } from './support/fixtures';
import { ACCOUNTS, expectRoute, recordRequests } from './support/app';

test.use({ language: 'en' });

interface Registration {
  name: string;
  email: string;
  phone?: string;
  password: string;
  confirm: string;
}

async function register(page: Page, form: Registration): Promise<void> {
  await page.getByLabel('Full name').fill(form.name);
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Phone (optional)').fill(form.phone ?? '');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(form.password);
  await page.getByLabel('Confirm password').fill(form.confirm);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('the register form explains what is missing or wrong, without calling the host', async ({ page }) => {
  const registrations = recordRequests(page, '/alg_teachers/register');
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'New teacher? Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register as a teacher' })).toBeVisible();

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();

  await register(page, { name: 'Ada Lovelace', email: 'not-an-email', phone: 'call me', password: 'short', confirm: 'other' });
  await expect(page.getByText('Please enter a correct email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  expect(registrations.urls).toEqual([]);
});

test('a complete registration is received for review', async ({ page }) => {
  await page.goto('/#/register');
  await register(page, {
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    phone: '+44 20 7946 0000',
    password: 'analytical-engine',
    confirm: 'analytical-engine',
  });
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expectRoute(page, '/login');
});

test('an email that already has an account is refused', async ({ page }) => {
  await page.goto('/#/register');
  await register(page, { name: 'Emma Again', email: ACCOUNTS.teacher.username, password: 'long-enough-1', confirm: 'long-enough-1' });
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Sign in or reset your password.');
  await expect(page.getByRole('heading', { name: 'Register as a teacher' })).toBeVisible();
});

test('"Forgot password?" on the sign-in page sends a reset link', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectRoute(page, '/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();

  await page.getByLabel('Email').fill(ACCOUNTS.teacher.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${ACCOUNTS.teacher.username}, a reset link is on its way.`,
  );
});
