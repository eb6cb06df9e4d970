import { everyClassCard, LANDING_TIMEOUT } from './support/app';
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
    await rows
      .nth(1)
      .getByRole('link', { name: `Waiting room of ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });
});

test.describe('the day the clock falls back (2026-11-01, 02:00 EDT -> 01:00 EST)', () => {
  test.use({ clock: new Date('2026-11-01T13:00:00.000Z') }); // 08:00 EST, the change done

  test('Enter says the wall time the classroom opens: 15 minutes before the start shown', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const notStarted = page
      .getByRole('article')
      .filter({ hasText: 'Notify and End class become available when the class starts.' })
      .first();
    await notStarted.getByRole('link', { name: 'Enter classroom' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();

    const line = (await page.getByText(/^\d{4}-\d{2}-\d{2} \w{3} · \d{2}:\d{2}–\d{2}:\d{2}$/).textContent()) ?? '';
    const [, date, hours, minutes] = /^(\d{4}-\d{2}-\d{2}) \w{3} · (\d{2}):(\d{2})/.exec(line)!;
    const opens = (Number(hours) * 60 + Number(minutes) + 24 * 60 - 15) % (24 * 60);
    const hhmm = `${String(Math.floor(opens / 60)).padStart(2, '0')}:${String(opens % 60).padStart(2, '0')}`;
    const when = date === '2026-11-01' && opens < Number(hours) * 60 + Number(minutes) ? hhmm : `(?:\\d{4}-\\d{2}-\\d{2} )?${hhmm}`;
    const enter = page.getByRole('button', { name: 'Enter classroom' });
    await expect(enter).toBeDisabled();
    await expect(enter).toHaveAccessibleDescription(
      new RegExp(`^The classroom opens at ${when} New York time, 15 minutes before the start\\.$`),
    );
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
    expect(Math.abs((await block.boundingBox())!.y - (await rowTop(page, time))), `the ${time} block is off its row`).toBeLessThanOrEqual(
      2,
    );
  }
  await evidence(page, name);
  const now = page.locator('[class*="currentTimeIndicator"]').first();
  expect(Math.abs((await now.boundingBox())!.y - (await rowTop(page, '12:00'))), 'the now line is off 12:00').toBeLessThanOrEqual(4);
}

// The demo host seeds a class in progress since the half hour (12:00) and one 3 h later (15:00).
for (const [device, instant, day] of [
  ['America/New_York', '2027-03-14T16:00:00.000Z', 'the 23-hour day'],
  ['America/New_York', '2026-11-01T17:00:00.000Z', 'the 25-hour day'],
  ['Europe/London', '2027-03-28T16:00:00.000Z', "London's 23-hour day"],
] as const) {
  test.describe(`Book a class on a ${device} device, ${day}`, () => {
    test.use({ timezoneId: device, clock: new Date(instant) });

    test('slots, hour labels and the now line sit at their wall time in the teacher’s zone', async ({ page, openSignedIn }) => {
      await expectWallTimeGrid(page, openSignedIn, ['12:00', '15:00'], `booking-${device.replace('/', '-')}-${instant.slice(0, 10)}`);
    });
  });
}

/** The tab's or the booking week's note, named by its title. */
const clockNote = (page: Page, title: string) => page.getByRole('note', { name: title });

test.describe('a week whose clock goes forward (New York, 2027-03-14), on a New York device', () => {
  test.use({ clock: new Date('2027-03-10T15:00:00.000Z') }); // Wednesday 10:00 EST

  test('My courses and Book a class name the day and the shift; weeks without a change say nothing', async ({
    page,
    openSignedIn,
    axe,
  }) => {
    const said =
      'On 2027-03-14 Sun at 02:00 New York time, clocks go forward one hour. Times after that are one hour earlier for students whose clocks do not change.';
    await openSignedIn();
    await expect(page.getByText('2027-03-10 Wed to 2027-03-14 Sun', { exact: true })).toBeVisible({ timeout: LANDING_TIMEOUT });
    await expect(clockNote(page, 'Clock change').getByText(said, { exact: true })).toBeVisible();
    await evidence(page, 'clock-change-dashboard-en-1280');
    await axe('the clock-change note', { include: ['[role="note"]'] });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(clockNote(page, 'Clock change')).toBeInViewport();
    await evidence(page, 'clock-change-dashboard-en-390');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    await expect(page.getByText('2027-03-15 Mon to 2027-03-21 Sun', { exact: true })).toBeVisible();
    await expect(clockNote(page, 'Clock change')).toHaveCount(0);

    // Booking's weeks start on Sunday: the change opens next week, this one has none.
    await openSignedIn('/#/yykc');
    await expect(page.getByText('This week · 2027-03-07 Sun to 2027-03-13 Sat', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Following week' }).click();
    await expect(page.getByText('Next week · 2027-03-14 Sun to 2027-03-20 Sat', { exact: true })).toBeVisible();
    await expect(clockNote(page, 'Clock change').getByText(said, { exact: true })).toBeVisible();
    await evidence(page, 'clock-change-booking-en-1280');
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page.getByText('This week · 2027-03-07 Sun to 2027-03-13 Sat', { exact: true })).toBeVisible();
    await expect(clockNote(page, 'Clock change')).toHaveCount(0);
  });

  test('a page opened again says the same times from the zone the last one kept', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const note = clockNote(page, 'Clock change');
    await expect(note).toBeVisible({ timeout: LANDING_TIMEOUT });
    const said = async () => [await note.innerText(), ...(await (await everyClassCard(page)).allInnerTexts())];
    const before = await said();
    // Kept once the page is idle: the zone's offsets with the change day, for this browser.
    const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem('tp.zone-kept') ?? 'null')?.table?.offsets?.[1]);
    await expect.poll(kept, { timeout: 15_000 }).toEqual([Date.parse('2027-03-14T07:00:00.000Z'), -240]);
    await page.reload();
    await expect(note).toBeVisible({ timeout: LANDING_TIMEOUT });
    await expect.poll(said).toEqual(before);
  });
});

test.describe('the device’s clock goes forward, not the teacher’s (a London device, 2027-03-28)', () => {
  test.use({ timezoneId: 'Europe/London', language: 'zh', clock: new Date('2027-03-24T12:00:00.000Z') }); // Wednesday 08:00 in New York

  test('the note says it is the device’s clock, at the teacher’s time, and that her times stay', async ({ page, openSignedIn, axe }) => {
    // London goes to summer time at 01:00 UTC on the 28th: 21:00 on Saturday the 27th in New York.
    const said = '2027-03-27 周六 21:00（北美东部时间）您设备的时钟拨快一小时。此后“您的时间”晚一小时，北美东部时间不变。';
    await openSignedIn();
    await expect(page.getByText('2027-03-24 周三 至 2027-03-28 周日', { exact: true })).toBeVisible({ timeout: LANDING_TIMEOUT });
    await expect(clockNote(page, '时钟调整').getByText(said, { exact: true })).toBeVisible();
    await evidence(page, 'clock-change-dashboard-zh-1280');

    await openSignedIn('/#/yykc');
    await expect(page.getByText('本周 · 2027-03-21 周日 至 2027-03-27 周六', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(clockNote(page, '时钟调整').getByText(said, { exact: true })).toBeVisible();
    await evidence(page, 'clock-change-booking-zh-1280');
    await axe('the clock-change note', { include: ['[role="note"]'] });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(clockNote(page, '时钟调整')).toBeInViewport();
    await evidence(page, 'clock-change-booking-zh-390');
  });
});
