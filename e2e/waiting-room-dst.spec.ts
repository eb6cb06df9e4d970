import { expect, test } from './support/fixtures';
import { signIn, useLanguage } from './support/app';

/**
 * The waiting room on a laptop in New York on the day its clock falls back (2026-11-01, 02:00 EDT -> 01:00
 * EST): the time the classroom opens is the start minus 15 minutes on the teacher's wall clock, named.
 */
test.use({ timezoneId: 'America/New_York' });

test('on the day the clock falls back, Enter says the wall time it opens: 15 minutes before the start shown', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-01T13:00:00.000Z') }); // 08:00 EST, the change done
  await useLanguage(page, 'en');
  await signIn(page, 'teacher');
  const notStarted = page.getByRole('article').filter({ hasText: 'Notify and End class become available when the class starts.' }).first();
  await notStarted.getByRole('link', { name: 'Enter classroom' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();

  const line = (await page.getByText(/^\d{4}-\d{2}-\d{2} \w{3} · \d{2}:\d{2}–\d{2}:\d{2}$/).textContent()) ?? '';
  const [, date, hours, minutes] = /^(\d{4}-\d{2}-\d{2}) \w{3} · (\d{2}):(\d{2})/.exec(line)!;
  const opens = (Number(hours) * 60 + Number(minutes) + 24 * 60 - 15) % (24 * 60);
  const hhmm = `${String(Math.floor(opens / 60)).padStart(2, '0')}:${String(opens % 60).padStart(2, '0')}`;
  const when = date === '2026-11-01' && opens < Number(hours) * 60 + Number(minutes) ? hhmm : `(?:\\d{4}-\\d{2}-\\d{2} )?${hhmm}`;
  const enter = page.getByRole('button', { name: 'Enter classroom' });
  await expect(enter).toBeDisabled();
  await expect(enter).toHaveAccessibleDescription(new RegExp(`^The classroom opens at ${when} New York time, 15 minutes before the start\\.$`));
});
