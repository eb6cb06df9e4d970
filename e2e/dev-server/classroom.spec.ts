import { expect, test } from '../support/fixtures';
import { CARD_TIMES, classCard, NOW } from '../support/class-clock';

/**
 * `npm run dev` serves the demo host's classroom page too (from mocks/classroom/, not a build):
 * Enter classroom at class time lands there, not back on the dashboard, and it leads back.
 */
test.use({ role: 'teacher', clock: NOW, language: 'en' });

test('on the dev server Enter classroom lands in the demo classroom, and it leads back to the portal', async ({
  page,
  baseURL,
  openSignedIn,
}) => {
  await openSignedIn();
  const card = classCard(page, CARD_TIMES.inProgress);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'Enter classroom' }).click();
  await page.getByRole('button', { name: 'Enter classroom' }).click();
  await page.waitForURL((url) => url.href.startsWith(new URL('demo-classroom.html?class=', baseURL).href));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You are in the demo classroom');
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
});
