import { expect, type Page, test } from './support/fixtures';
import { ACCOUNTS, LANDING_TIMEOUT, openAccountMenu } from './support/app';

// No `language` option here: the language choice itself is under test. The browser speaks English.
test.use({ locale: 'en-US' });

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe(() => {
  test.use({ role: 'teacher' });
  test('the header menu switches to Chinese, a reload keeps it, and English comes back', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
    expect(await documentLanguage(page)).toBe('en');

    await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '我的课程', level: 1 })).toBeVisible();
    await expect.poll(() => documentLanguage(page)).toBe('zh-CN');

    const rooms = page.waitForRequest((request) => request.url().endsWith('/alg_classes/rooms'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '我的课程', level: 1 })).toBeVisible({ timeout: LANDING_TIMEOUT });
    expect(await documentLanguage(page)).toBe('zh-CN');
    expect((await rooms).headers()['accept-language'], 'the host is asked in the UI language').toBe('zh');

    await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    await expect.poll(() => documentLanguage(page)).toBe('en');
  });
});

test('the sign-in page has its own language control', async ({ page }) => {
  await page.goto('/#/login');
  // Each choice is labelled in its own language, so these locators hold whatever the UI shows.
  const english = page.getByRole('radio', { name: 'English' });
  const chinese = page.getByRole('radio', { name: '中文' });
  await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(english).toBeChecked();

  // The radio inputs are visually hidden; a user clicks the visible label.
  await page.getByText('中文', { exact: true }).click();
  await expect(chinese).toBeChecked();
  await expect(page.getByRole('heading', { name: '登录教师门户' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '语言' })).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeVisible();
  await expect.poll(() => documentLanguage(page)).toBe('zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: '登录教师门户' })).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(chinese).toBeChecked();

  await page.getByText('English', { exact: true }).click();
  await expect(english).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  await expect.poll(() => documentLanguage(page)).toBe('en');
});

test.describe('without a stored choice', () => {
  for (const { locale, heading, lang } of [
    { locale: 'en-GB', heading: 'Sign in to the teacher portal', lang: 'en' },
    { locale: 'zh-CN', heading: '登录教师门户', lang: 'zh-CN' },
    { locale: 'fr-FR', heading: '登录教师门户', lang: 'zh-CN' },
  ]) {
    test.describe(`a ${locale} browser`, () => {
      test.use({ locale });
      test(`gets the sign-in page in ${lang}`, async ({ page }) => {
        await page.goto('/#/login');
        await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: LANDING_TIMEOUT });
        expect(await documentLanguage(page)).toBe(lang);
      });
    });
  }
});
