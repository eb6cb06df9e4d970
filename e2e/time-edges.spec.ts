import { evidence } from './support/evidence';
import { expect, type Page, test } from './support/fixtures';

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
    await expect(rows.nth(0)).toContainText('2026-11-29 Sun · 23:30–00:30 (next day)');
    await expect(rows.nth(0)).toContainText('In progress');
    await expect(rows.nth(1)).toContainText('2026-11-30 Mon · 02:30–03:30');
    await expect(rows.nth(1)).toContainText('in 2 h 40 min');
    await expect(rows.last()).toContainText('2026-11-30 Mon · 19:30–20:30'); // the class 20 h after the half hour
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/In progress|in \d+ h( \d+ min)?|in \d+ min/);
    await evidence(page, 'up-next-sunday-night');
    await expect(upNext).toContainText('Times are in New York time.');

    await expect(page.getByText('Today, 2026-11-29 Sun', { exact: true })).toBeVisible();
    // The card says the next day the way the booking week does.
    await expect(page.getByRole('article').filter({ hasText: '2026-11-29 Sun · 23:30–00:30 (next day)' })).toBeVisible();
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

/** The top of the grid's row that starts at `time` (the calendar marks its rows for drag selection, one per 30 min). */
async function rowTop(page: Page, time: string): Promise<number> {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const row = page.locator(`[data-drag-slot-index="${(h * 60 + m) / 30}"]`).first();
  return (await row.boundingBox())!.y;
}

/** Book a class on a change day of the device's own zone: blocks, hour labels and the now line at their wall time. */
async function expectWallTimeGrid(page: Page, openSignedIn: (path?: string) => Promise<void>, blocks: string[], name: string) {
  await openSignedIn('/#/yykc');
  await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
  // Every half hour labelled once: no 02:00 dropped, no 01:00 or 03:00 twice.
  for (const label of ['00:00', '01:00', '02:00', '03:00', '12:00']) await expect(page.getByText(label, { exact: true })).toHaveCount(1);
  for (const time of blocks) {
    const block = page.getByRole('button', { name: new RegExp(`^Booked ${time}–`) }).first();
    await block.scrollIntoViewIfNeeded();
    expect(Math.abs((await block.boundingBox())!.y - (await rowTop(page, time))), `the ${time} block is off its row`).toBeLessThanOrEqual(2);
  }
  await evidence(page, name);
  const now = page.locator('[class*="currentTimeIndicator"]').first();
  expect(Math.abs((await now.boundingBox())!.y - (await rowTop(page, '12:00'))), 'the now line is off 12:00').toBeLessThanOrEqual(4);
}

// The demo host seeds a class in progress since the half hour (12:00) and one 3 h later (15:00).
for (const [device, instant, day] of [
  ['America/New_York', '2027-03-14T16:00:00.000Z', 'the 23-hour day'],
  ['America/New_York', '2026-11-01T17:00:00.000Z', 'the 25-hour day'],
  ['Europe/London', '2027-03-28T16:00:00.000Z', 'London\'s 23-hour day'],
] as const) {
  test.describe(`Book a class on a ${device} device, ${day}`, () => {
    test.use({ timezoneId: device, clock: new Date(instant) });

    test('slots, hour labels and the now line sit at their wall time in the teacher’s zone', async ({ page, openSignedIn }) => {
      await expectWallTimeGrid(page, openSignedIn, ['12:00', '15:00'], `booking-${device.replace('/', '-')}-${instant.slice(0, 10)}`);
    });
  });
}
