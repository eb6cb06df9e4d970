import { expect, type Locator, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { clearFaults, searchTeachers, setFaults } from './support/app';
import { fillSlot, openAddDialog } from './support/booking';

/**
 * Issue 41 over the demo host: this week as next week's template, and time off. The page clock is
 * Wednesday 2026-03-04 10:00 in New York (Emma Li's zone) on a New York laptop; this week runs Monday 03-02 to
 * Sunday 03-08, the day of the US clock change, so a copy of a weekday keeps the wall time while its UTC moves.
 * A night slot added on this week's Sunday, 23:30 – Monday 00:30, has a copy that starts inside next week (and is
 * next week's) though it ends after it.
 */
const NOW = new Date('2026-03-04T15:00:00.000Z');
const CREATE = 'alg_teachers/appointment_groups';

test.use({ role: 'teacher', clock: NOW, language: 'en', timezoneId: 'America/New_York' });

async function openBooking(page: Page, openSignedIn: (path?: string) => Promise<void>) {
  await openSignedIn('/#/yykc');
  await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function addSlot(page: Page, date: string, start: string, end: string) {
  const dialog = await openAddDialog(page);
  await fillSlot(page, dialog, { date, start, end });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function openCopy(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Copy this week to next week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy this week to next week' });
  await expect(dialog.getByText(/^The same times on the wall clock/)).toBeVisible();
  return dialog;
}

/** Leaves ticked only the lines whose name matches `keep`. */
async function tickOnly(dialog: Locator, keep: RegExp) {
  for (const box of await dialog.getByRole('checkbox').all()) {
    const name =
      (await box.getAttribute('aria-label')) ??
      (await box.evaluate((el) => el.closest('label, .mantine-Checkbox-root')?.textContent ?? ''));
    if (!keep.test(name)) await box.uncheck();
  }
}

/** What the host opened, answer by answer (the request bodies go as streams, not readable here). */
function recordCreates(page: Page): { start_at: string; end_at: string }[][] {
  const answers: { start_at: string; end_at: string }[][] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().includes(CREATE)) answers.push((await response.json()).appointments ?? []);
  });
  return answers;
}

test('copies a slot into the clock-change week at the same wall time, once for a double tap; next week then has it', async ({
  page,
  openSignedIn,
}) => {
  await openBooking(page, openSignedIn);
  await addSlot(page, '2026-03-06', '07:00', '08:00');
  await addSlot(page, '2026-03-08', '23:30', '00:30');
  const creates = recordCreates(page);
  const dialog = await openCopy(page);
  const mine = dialog.getByRole('checkbox', { name: /^Fri 2026-03-13 07:00–08:00 New York time · / });
  await expect(mine).toBeChecked();
  // The Sunday night slot's copy ends on Monday 16 March, after next week, but starts inside it: next week's, proposed.
  await expect(dialog.getByRole('checkbox', { name: /^Sun 2026-03-15 23:30 – Mon 2026-03-16 00:30 New York time · / })).toBeChecked();
  await expect(dialog.getByText('Calendar can be opened only for the current and next week')).toHaveCount(0);
  await expectAccessible(page, 'the copy review', { include: ['[role="dialog"]'] });
  await tickOnly(dialog, /2026-03-13 07:00/);
  await dialog.getByRole('button', { name: 'Open 1 time slot' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('1 opened, 0 refused, 0 not opened.');
  // One slot opened, at 07:00 EDT (11:00 UTC); the source, 07:00 EST, was 12:00 UTC.
  await expect
    .poll(() => creates.flat())
    .toEqual([{ id: expect.any(Number), start_at: '2026-03-13T11:00:00.000Z', end_at: '2026-03-13T12:00:00.000Z' }]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Asked again, it is skipped: next week already has it.
  const again = await openCopy(page);
  await expect(again.getByRole('listitem').filter({ hasText: 'Fri 2026-03-13 07:00–08:00' })).toContainText('Next week already has it.');
});

test('the whole week: a slot that has ended since is still copied, and nothing is said missing', async ({ page, openSignedIn }) => {
  await openBooking(page, openSignedIn);
  await addSlot(page, '2026-03-05', '11:00', '12:00');
  // Thursday 12:30 New York time: the slot has ended, and the calendar no longer lists it.
  await page.clock.setSystemTime(new Date('2026-03-05T17:30:00.000Z'));
  const dialog = await openCopy(page);
  await expect(dialog.getByRole('checkbox', { name: /^Thu 2026-03-12 11:00–12:00 New York time · / })).toBeChecked();
  await expect(dialog.getByText(/^This copy may miss slots that already ended this week/)).toHaveCount(0);
});

test('a copy with a conflict and a refusal, and a slot a second tab opened meanwhile', async ({ page, context, openSignedIn }) => {
  await openBooking(page, openSignedIn);
  await addSlot(page, '2026-03-06', '07:00', '08:00');
  await addSlot(page, '2026-03-07', '07:00', '08:00');
  await addSlot(page, '2026-03-13', '07:30', '08:30');
  const dialog = await openCopy(page);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Fri 2026-03-13 07:00–08:00' })).toContainText(
    /Time Slot Overlapping: It overlaps the open slot Fri 2026-03-13 07:30–08:30 New York time · \S.*\./,
  );
  await tickOnly(dialog, /2026-03-14 07:00/);
  // Another tab opens that very slot before this one confirms: the host refuses the copy, once.
  const other = await context.newPage();
  await other.goto('/#/yykc?week=next');
  await expect(other.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
  await addSlot(other, '2026-03-14', '07:00', '08:00');
  await other.close();
  await dialog.getByRole('button', { name: 'Open 1 time slot' }).click();
  await expect(dialog.getByRole('status')).toHaveText('0 opened, 1 refused, 0 not opened.');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Sat 2026-03-14 07:00–08:00' })).toContainText('Time Slot Overlapping');
});

test('a batch cut by a network fault says, after reading the week again, which slots exist; trying again opens them once', async ({
  page,
  openSignedIn,
}) => {
  await openBooking(page, openSignedIn);
  await addSlot(page, '2026-03-06', '07:00', '08:00');
  await addSlot(page, '2026-03-07', '07:00', '08:00');
  const dialog = await openCopy(page);
  await tickOnly(dialog, /2026-03-1[34] 07:00/);
  // The host's answers to slot creations stop coming; the week can still be read.
  const opened: string[] = [];
  page.on('response', async (r) => {
    if (r.request().method() === 'POST' && r.url().includes(CREATE))
      opened.push(...((await r.json()).appointments ?? []).map((a: { start_at: string }) => a.start_at));
  });
  await setFaults(page, [{ kind: 'drop', method: 'POST', match: CREATE }]);
  const reread = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/v1/appointment_groups'));
  await dialog.getByRole('button', { name: 'Open 2 time slots' }).click();
  await reread;
  await expect(dialog.getByRole('status')).toHaveText('0 opened, 0 refused, 2 not opened.');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Sat 2026-03-14 07:00–08:00' })).toContainText(
    'Not opened: the server did not answer.',
  );
  await clearFaults(page);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await tickOnly(dialog, /2026-03-1[34] 07:00/);
  await dialog.getByRole('button', { name: 'Open 2 time slots' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('2 opened, 0 refused, 0 not opened.');
  await expect.poll(() => opened.toSorted()).toEqual(['2026-03-13T11:00:00.000Z', '2026-03-14T11:00:00.000Z']);
});

test('time off over booked and open slots: the open ones close, the booked ones lead to My courses; the days off show as a span', async ({
  page,
  openSignedIn,
}) => {
  await openBooking(page, openSignedIn);
  await addSlot(page, '2026-03-10', '07:00', '08:00');
  await page.getByRole('button', { name: 'Time off', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Time off' });
  await dialog.getByLabel('First day').fill('2026-03-09');
  await dialog.getByLabel('Last day').fill('2026-03-13');
  await expect(dialog.getByText(/^Open time slots? to close/)).toBeVisible();
  await expect(dialog.getByText('Tue 2026-03-10 07:00–08:00 New York time', { exact: false })).toBeVisible();
  const booked = dialog
    .getByRole('alert')
    .or(dialog.locator('.mantine-Alert-root'))
    .filter({ hasText: /Booked class(es)? in this time/ });
  await expect(booked).toContainText('Cancellation closes 24 hours before the start.');
  await expect(booked.getByRole('link', { name: 'Cancel in My courses › Next Week' }).first()).toHaveAttribute(
    'href',
    '#/dashboard?tab=nextWeek',
  );
  await expectAccessible(page, 'the time-off form', { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: /^Close \d+ open slots?$/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ closed, 0 refused, 0 not closed\.$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const span = page.getByRole('group', { name: 'Time off' });
  await expect(span).toContainText('2026-03-09 Mon to 2026-03-13 Fri');
  await page.reload();
  await expect(span).toContainText('2026-03-09 Mon to 2026-03-13 Fri');
  // Nothing open is left in it.
  await page.getByRole('button', { name: 'Time off', exact: true }).click();
  await dialog.getByLabel('First day').fill('2026-03-09');
  await dialog.getByLabel('Last day').fill('2026-03-13');
  await expect(dialog.getByText(/^Open time slots? to close/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/#/dashboard');
  await expect(span).toContainText('2026-03-09 Mon to 2026-03-13 Fri');
});

test.describe(() => {
  test.use({ role: 'admin' });
  test('an admin acting as a teacher copies and takes time off as that teacher only', async ({ page, openSignedIn }) => {
    await openBooking(page, openSignedIn);
    await page.getByRole('button', { name: 'Switch user' }).click();
    const switcher = page.getByRole('dialog', { name: 'Switch user' });
    await (await searchTeachers(page, switcher, 'olivia.smith')).first().click();
    await switcher.getByRole('button', { name: 'Switch' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Acting as Olivia Smith/ })).toBeVisible();
    const creates = recordCreates(page);
    await addSlot(page, '2026-03-06', '07:00', '08:00');
    const dialog = await openCopy(page);
    await tickOnly(dialog, /2026-03-13 07:00/);
    await dialog.getByRole('button', { name: 'Open 1 time slot' }).click();
    await expect(dialog.getByRole('status')).toHaveText('1 opened, 0 refused, 0 not opened.');
    await expect.poll(() => creates.flat().map((a) => a.start_at)).toContain('2026-03-12T23:00:00.000Z'); // 07:00 in her zone (Shanghai)
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Time off', exact: true }).click();
    const off = page.getByRole('dialog', { name: 'Time off' });
    await off.getByLabel('First day').fill('2026-03-13');
    await off.getByLabel('Last day').fill('2026-03-13');
    await off.getByRole('button', { name: /^Close \d+ open slots?$/ }).click();
    await expect(off.getByRole('status')).toHaveText(/closed, 0 refused/);
    await off.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('group', { name: 'Time off' })).toContainText('2026-03-13 Fri');
  });
});

/**
 * Every clock edge of a copy says what it did (issue 47.4), on a phone in New York: a start the spring change skips is
 * refused with its time and day; a slot in the autumn fold is proposed at its first occurrence, an hour long.
 */
test.describe('a copy across the clock changes of 2027, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe(() => {
    test.use({ clock: new Date('2027-03-03T15:00:00.000Z') }); // Wednesday 10:00 EST; next week ends on Sun 03-14, the change

    test('02:30 on the spring Sunday does not exist: refused, saying so; 01:30 is proposed, an hour long', async ({
      page,
      openSignedIn,
    }) => {
      await openBooking(page, openSignedIn);
      await addSlot(page, '2027-03-07', '02:30', '03:30');
      await addSlot(page, '2027-03-07', '00:30', '01:30');
      const dialog = await openCopy(page);
      const gap = dialog.getByRole('listitem').filter({ hasText: 'Sun 2027-03-14 02:30–03:30' });
      await expect(gap).toContainText('02:30 does not exist on Sun 2027-03-14 (the clock moves forward).');
      await expect(dialog.getByText(/^Refused \(1\)/)).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /^Sun 2027-03-14 00:30–01:30 New York time · / })).toBeChecked();
      await expectAccessible(page, 'the copy across the spring change', { include: ['[role="dialog"]'] });
    });

    test('the add-slot form refuses 02:30 on the spring Sunday as the copy does; weekly, that Sunday is left out, saying why', async ({
      page,
      openSignedIn,
    }) => {
      const gap = '02:30 does not exist on Sun 2027-03-14 (the clock moves forward).';
      await openBooking(page, openSignedIn);
      const dialog = await openAddDialog(page);
      await fillSlot(page, dialog, { date: '2027-03-14', start: '02:30', end: '03:30' });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByRole('alert')).toContainText(gap);
      await expect(dialog.getByText('Please choose at least one time slot to open')).toHaveCount(0);
      await dialog.getByLabel('Date').fill('2027-03-07');
      await dialog.getByRole('radio', { name: 'Weekly' }).check();
      await dialog.getByLabel('Repeat until').fill('2027-03-14');
      await dialog.getByLabel('Notes').focus();
      await expect(dialog.getByRole('checkbox', { name: 'Open 2027-03-07 02:30–03:30' })).toBeChecked();
      const sunday = dialog.getByRole('checkbox', { name: 'Open 2027-03-14 02:30–03:30' });
      await expect(sunday).toBeDisabled();
      await expect(sunday).toHaveAccessibleDescription(`Left out: ${gap}`);
    });
  });

  test.describe(() => {
    test.use({ clock: new Date('2027-10-27T14:00:00.000Z'), language: 'zh' }); // Wednesday 10:00 EDT; back on Sun 11-07

    test('the autumn fold: 01:30–02:30 is proposed at the first 01:30 and opened an hour long', async ({ page, openSignedIn }) => {
      await openSignedIn('/#/yykc');
      await page.getByRole('button', { name: '添加开放时间段' }).click();
      const form = page.getByRole('dialog', { name: '添加开放时间段' });
      await form.getByLabel('课程').click();
      await page.getByRole('option').first().click();
      await form.getByLabel('日期').fill('2027-10-31');
      await form.getByLabel('开始时间').fill('01:30');
      await form.getByLabel('结束时间').fill('02:30');
      await form.getByLabel('备注').fill('Bring the workbook');
      await form.getByRole('button', { name: '确定' }).click();
      await expect(form).toBeHidden();
      const creates = recordCreates(page);
      await page.getByRole('button', { name: '复制本周时段到下周' }).click();
      const dialog = page.getByRole('dialog', { name: '复制本周时段到下周' });
      const fold = dialog.getByRole('checkbox', { name: /2027-11-07 01:30–02:30/ });
      await expect(fold).toBeChecked();
      await tickOnly(dialog, /2027-11-07 01:30–02:30/);
      await dialog.getByRole('button', { name: /^开放 1 个/ }).click();
      // 01:30 EDT (05:30 UTC), an hour: it ends at the second 01:30, 01:30 EST.
      await expect
        .poll(() => creates.flat())
        .toEqual([{ id: expect.any(Number), start_at: '2027-11-07T05:30:00.000Z', end_at: '2027-11-07T06:30:00.000Z' }]);
    });
  });
});
