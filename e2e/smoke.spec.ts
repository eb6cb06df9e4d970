import { expect, test } from './support/fixtures';
import { signIn, useLanguage } from './support/app';

test('a teacher signs in and sees this week\'s classes', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'teacher');
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /This Week \(\d+\)/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
});
