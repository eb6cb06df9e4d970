import { expect, test } from './support/fixtures';

test.use({ role: 'teacher', language: 'en' });

test("a signed-in teacher sees this week's classes", async ({ page, openSignedIn }) => {
  await openSignedIn();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /This Week \(\d+\)/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
});
