import { evidence } from './support/evidence';
import { expect, test } from './support/fixtures';

/**
 * The edges of time on a laptop in New York (Emma Li's zone): the night a week ends, the day the
 * clock falls back. The demo host seeds her classes relative to the page clock (mocks/data/schedule.ts):
 * one in progress since the half hour, one 3 h later, one 20 h later.
 */
test.use({ timezoneId: 'America/New_York', language: 'en', role: 'teacher' });

test.describe('Sunday 23:50', () => {
  test.use({ clock: new Date('2026-11-30T04:50:00.000Z') });

  test('My courses opens on what comes next, whatever its week; each week names its days', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const upNext = page.getByRole('region', { name: 'Up next' });
    const rows = upNext.getByRole('listitem');
    // In progress since 23:30; Monday 02:30 is next week's (spec 1) and 2 h 40 min away; then the rest of the next 24 h.
    await expect(rows.nth(0)).toContainText('2026-11-29 Sun · 23:30–00:30');
    await expect(rows.nth(0)).toContainText('In progress');
    await expect(rows.nth(1)).toContainText('2026-11-30 Mon · 02:30–03:30');
    await expect(rows.nth(1)).toContainText('in 2 h 40 min');
    await expect(rows.last()).toContainText('2026-11-30 Mon · 19:30–20:30'); // the class 20 h after the half hour
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/In progress|in \d+ h( \d+ min)?|in \d+ min/);
    await evidence(page, 'up-next-sunday-night');
    await expect(upNext).toContainText('Times are in New York time.');

    await expect(page.getByText('Today, 2026-11-29 Sun', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    await expect(page.getByText('2026-11-30 Mon to 2026-12-06 Sun', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: '2026-11-30 Mon · 02:30–03:30' })).toBeVisible();

    const title = (await rows.nth(1).getByRole('link').getAttribute('aria-label'))!.replace(/^Waiting room of /, '');
    await rows.nth(1).getByRole('link', { name: `Waiting room of ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });
});

test.describe('the day the clock falls back (2026-11-01, 02:00 EDT -> 01:00 EST)', () => {
  test.use({ clock: new Date('2026-11-01T13:00:00.000Z') }); // 08:00 EST, the change done

  test('Enter says the wall time the classroom opens: 15 minutes before the start shown', async ({ page, openSignedIn }) => {
    await openSignedIn();
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
});
