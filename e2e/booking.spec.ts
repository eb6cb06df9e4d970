import { expect, type Locator, type Page, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, hashRoute, openAccountMenu, searchTeachers } from './support/app';
import { fillSlot, openAddDialog, slotDialog } from './support/booking';

/**
 * Book a class (/yykc) over the demo host. The page clock is fixed at Wednesday 2026-03-04 10:00
 * in New York (Emma Li's zone, EST = UTC-5); the US clock change (Sunday 8 March) falls in next
 * week, so a weekly batch crosses it. The host seeds her slots relative to this clock; 07:00-08:00
 * is never seeded (seeded classes start 09:00 or later, or Thursday 06:00-07:00).
 */
const NOW = new Date('2026-03-04T15:00:00.000Z');
const CREATE_PATH = '/api/v1/alg_teachers/appointment_groups';

// Signed in from the stored state at NOW (the host's data and tokens date from then).
test.use({ role: 'teacher', clock: NOW, language: 'en' });

type OpenSignedIn = (path?: string) => Promise<void>;

async function openBooking(page: Page, openSignedIn: OpenSignedIn) {
  await openSignedIn();
  await page.getByRole('link', { name: 'Book a class' }).click();
  // The first visit fetches the calendar's code chunk (about 45 kB gzip) and the slots.
  await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** The dialog opened with these date and times already filled in. */
async function expectPrefilled(dialog: Locator, { date, start, end }: { date: string; start: string; end: string }) {
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await expect(dialog.getByLabel('Start time')).toHaveValue(start);
  await expect(dialog.getByLabel('End time')).toHaveValue(end);
}

/** What the host opened for each create POST the page sent (its answer lists the slots). */
/** The create answers, in order. Bodies are read asynchronously: poll the length before reading them. */
function recordCreates(page: Page): { appointments: { start_at: string; end_at: string }[] }[] {
  const answers: { appointments: { start_at: string; end_at: string }[] }[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(CREATE_PATH))
      answers.push(await response.json());
  });
  return answers;
}

const slotButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Each slot block's first line ("08:00–09:00 General English 2") stays one line, cut short rather than wrapped. */
async function expectOneLineBlocks(page: Page) {
  const blocks = page.getByRole('button', { name: /^(Open|Booked) \d\d:\d\d–\d\d:\d\d · / });
  await expect(blocks.first()).toBeVisible();
  const lines = await blocks.evaluateAll((buttons) =>
    buttons.map((button) => {
      const line = button.querySelector('[title]')!;
      return {
        text: line.textContent,
        lines: Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)),
      };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line, 'a block line wrapped').toMatchObject({ lines: 1 });
}
/** The block is drawn in the week's column of that day (under its day header). */
async function expectInColumn(page: Page, block: Locator, date: string) {
  await block.scrollIntoViewIfNeeded();
  const [box, column] = [await block.boundingBox(), await page.getByRole('button', { name: `Weekday ${date}` }).boundingBox()];
  expect(box, `no block for ${date}`).not.toBeNull();
  const middle = box!.x + box!.width / 2;
  expect(middle, `the block is not in the column of ${date}`).toBeGreaterThan(column!.x);
  expect(middle, `the block is not in the column of ${date}`).toBeLessThan(column!.x + column!.width);
}

/** On screen, and nothing (the sticky day header, the scroll area's edge) hides its middle. */
const isUncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && element.contains(hit);
  });

/** How many lines each 'YYYY-MM-DD' date in the element's text spans (1: not broken). */
const dateLines = (text: Locator) =>
  text.evaluate((element) => {
    const lines: Record<string, number> = {};
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d{4}-\d{2}-\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        lines[match[0]] = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
    }
    return lines;
  });

const alertWith = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });

test.describe('a teacher', () => {
  test.beforeEach(async ({ page, openSignedIn }) => openBooking(page, openSignedIn));

  test('reads the slots with the spec request and sees the week in teacher time, Monday to Sunday', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/appointment_groups') && requests.push(r.url()));
    await page.reload();
    await expect(page.getByText('This week · 2026-03-02 Mon to 2026-03-08 Sun')).toBeVisible();
    expect(new URL(requests[0]!).search).toBe(
      '?scope=manageable&include[]=appointments&include_past_appointments=false&include[]=participant_count&page=1&per_page=500',
    );
    await expect(page.getByText('Times are in New York time.')).toBeVisible();
    const days = page.getByRole('button', { name: /^Weekday / });
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAccessibleName('Weekday 2026-03-02');
    await expect(days.last()).toHaveAccessibleName('Weekday 2026-03-08');
    // Booked slots say who booked them; open ones say they are open.
    await expect(slotButton(page, /^Booked \d\d:\d\d–\d\d:\d\d · .+: \S/).first()).toBeVisible();
  });

  test('navigates between this week and next week only', async ({ page }) => {
    const previous = page.getByRole('button', { name: 'Previous week' });
    const following = page.getByRole('button', { name: 'Following week' });
    await expect(previous).toBeDisabled();
    await following.click();
    await expect(page.getByText('Next week · 2026-03-09 Mon to 2026-03-15 Sun')).toBeVisible();
    await expect(following).toBeDisabled();
    expect(page.url()).toContain('week=next');
    await previous.click();
    await expect(page.getByText('This week · 2026-03-02 Mon to 2026-03-08 Sun')).toBeVisible();
    await page.goto('/#/yykc?week=later');
    await expect(page.getByText('This week · 2026-03-02 Mon to 2026-03-08 Sun')).toBeVisible();
  });

  test('opens a single slot; a double click sends one request', async ({ page }) => {
    const creates = recordCreates(page);
    const dialog = await openAddDialog(page);
    await expect(dialog.getByLabel('Email')).toHaveValue(ACCOUNTS.teacher.username);
    await fillSlot(page, dialog, { date: '2026-03-06', start: '07:00', end: '08:00' });
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(alertWith(page, '1 time slot opened')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(slotButton(page, 'Open 07:00–08:00')).toBeVisible();
    await expect.poll(() => creates.length, 'the answer body is read after the page showed it').toBe(1);
    expect(creates[0]!.appointments).toMatchObject([{ start_at: '2026-03-06T12:00:00.000Z', end_at: '2026-03-06T13:00:00.000Z' }]);
  });

  test('opens a weekly batch that keeps 07:00 across the clock change', async ({ page }) => {
    const creates = recordCreates(page);
    const dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-06', start: '07:00', end: '08:00' });
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Fri', exact: true })).toBeChecked(); // the date's weekday
    await dialog.getByRole('checkbox', { name: 'Mon', exact: true }).check();
    await expect(dialog.getByLabel('Repeat until')).toHaveValue('2026-03-15'); // next week's Sunday: the window's end
    const preview = dialog.getByRole('list', { name: /Time slots to be opened/ });
    await expect(preview.getByRole('listitem')).toHaveText([
      'Fri 2026-03-06 07:00–08:00',
      'Mon 2026-03-09 07:00–08:00',
      'Fri 2026-03-13 07:00–08:00',
    ]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(page, '3 time slots opened')).toBeVisible();
    await expect.poll(() => creates.length, 'the answer body is read after the page showed it').toBe(1);
    expect(creates[0]!.appointments.map((s) => s.start_at)).toEqual([
      '2026-03-06T12:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
      '2026-03-13T11:00:00.000Z',
    ]);
    await expect(slotButton(page, 'Open 07:00–08:00')).toHaveCount(1);
    await page.getByRole('button', { name: 'Following week' }).click();
    await expect(slotButton(page, 'Open 07:00–08:00')).toHaveCount(2);
  });

  test('a slot past midnight: the 23:30 cell offers 23:30–00:30, one hour into the next day, listed before Confirm and sent as shown', async ({
    page,
  }) => {
    const creates = recordCreates(page);
    await page.getByRole('button', { name: /^Time slot 2026-03-06 23:30:00 - / }).click();
    const dialog = slotDialog(page);
    await expectPrefilled(dialog, { date: '2026-03-06', start: '23:30', end: '00:30' });
    await expect(dialog.getByText('Ends 00:30 the next day.')).toBeVisible();
    await dialog.getByLabel('Course').click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Notes').fill('Late conversation');
    const preview = dialog.getByRole('list', { name: /Time slots to be opened/ });
    await expect(preview.getByRole('listitem')).toHaveText(['Fri 2026-03-06 23:30–00:30 (next day)']);
    // Weekly takes the day the slot starts: Friday, not Saturday.
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Fri', exact: true })).toBeChecked();
    await expect(preview.getByRole('listitem')).toHaveText([
      'Fri 2026-03-06 23:30–00:30 (next day)',
      'Fri 2026-03-13 23:30–00:30 (next day)',
    ]);
    await evidence(page, 'add-slot-past-midnight');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(page, '2 time slots opened')).toBeVisible();
    await expect.poll(() => creates.length, 'the answer body is read after the page showed it').toBe(1);
    // One hour each, on the teacher's clock on both sides of the clock change (EST, then EDT).
    expect(creates[0]!.appointments).toMatchObject([
      { start_at: '2026-03-07T04:30:00.000Z', end_at: '2026-03-07T05:30:00.000Z' },
      { start_at: '2026-03-14T03:30:00.000Z', end_at: '2026-03-14T04:30:00.000Z' },
    ]);
    await expectInColumn(page, slotButton(page, /^Open 23:30–00:30 \(next day\) · /).first(), '2026-03-06');
  });

  test('Cancel and Escape ask before throwing the entries away; what was thrown away is not restored', async ({ page }) => {
    let dialog = await openAddDialog(page);
    await dialog.getByLabel('Notes').fill('Prepare unit 4');
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await page.keyboard.press('Escape');
    const ask = dialog.getByRole('alert').filter({ hasText: 'Discard your entries?' });
    await expect(ask).toContainText('What you entered in this form will not be kept.');
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await evidence(page, 'add-slot-discard-asked');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Notes')).toHaveValue('Prepare unit 4');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openAddDialog(page);
    await expect(dialog.getByLabel('Notes')).toHaveValue('');
    await expect(dialog.getByRole('radio', { name: 'Does not repeat' })).toBeChecked();
    await expect(dialog.getByText('Your unsent entries were restored.')).toHaveCount(0);
    // Nothing entered: Cancel closes at once.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a press made as the dialog appears is a click on what it pressed', async ({ page }) => {
    const dialog = await openAddDialog(page); // the courses and the draft are read once, the next opening is instant
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.pauseAt(new Date(NOW.getTime() + 60_000));
    await page.getByRole('button', { name: 'Add open time slot' }).click();
    await page.clock.runFor(20); // the first frame of the opening: the dialog is there, still transparent
    const course = dialog.getByLabel('Course');
    const box = (await course.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(1000);
    await expect(dialog).toHaveCSS('opacity', '1'); // fully open before the button is released
    await page.mouse.up();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('a grid selection pre-fills the dialog', async ({ page }) => {
    const from = page.getByRole('button', { name: 'Time slot 2026-03-06 07:00:00 - 07:30:00' });
    const to = page.getByRole('button', { name: 'Time slot 2026-03-06 08:00:00 - 08:30:00' });
    // hover() scrolls until the slot itself takes the pointer (not the calendar's sticky day header).
    await from.hover();
    await page.mouse.down();
    // The calendar follows the pointer once it has seen the press.
    await expect(from).toHaveAttribute('data-drag-selected');
    await to.hover();
    await expect(to).toHaveAttribute('data-drag-selected');
    await page.mouse.up();
    const dialog = slotDialog(page);
    await expectPrefilled(dialog, { date: '2026-03-06', start: '07:00', end: '08:30' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Time slot 2026-03-07 07:30:00 - 08:00:00' }).click();
    await expectPrefilled(dialog, { date: '2026-03-07', start: '07:30', end: '08:30' });
  });

  test('every field refusal shows the spec message, and nothing is sent', async ({ page }) => {
    const creates = recordCreates(page);
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The date starts on the first day a slot may start on; the rest is empty.
    for (const message of [
      'Please input email',
      'Please select a course',
      'Please input start time',
      'Please input end time',
      'Please input notes',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Email').fill('teacher@demo');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please input correct email', { exact: true })).toBeVisible();
    await dialog.getByLabel('Email').fill(ACCOUNTS.teacher.username);
    // An end before the start is the next day's: said at once, not refused.
    await fillSlot(page, dialog, { date: '2026-03-05', start: '07:00', end: '06:00' });
    await expect(dialog.getByText('Ends 06:00 the next day.')).toBeVisible();
    // Thursday 07:00 is 21 h away.
    await dialog.getByLabel('End time').fill('08:00');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(dialog, 'Start time has to be after 24 hours')).toBeVisible();
    // Saturday of the week after next is outside the window.
    await dialog.getByLabel('Date').fill('2026-03-21');
    await expect(alertWith(dialog, 'Calendar can be opened only for the current and next week')).toBeVisible();
    expect(creates).toHaveLength(0);
  });

  test('the rules are checked while the teacher fills the form: the earliest start, the slot it overlaps; dates and times in the app formats', async ({
    page,
  }) => {
    const creates = recordCreates(page);
    const dialog = await openAddDialog(page);
    // Wednesday 10:00 now: the form starts on Thursday, the first day a slot may start on.
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-05');
    await expect(dialog.getByText(/^Earliest start: 2026-03-05 10:0\d New York time \(24 hours from now\)$/)).toBeVisible();
    await dialog.getByLabel('Start time').fill('09:00');
    await dialog.getByLabel('End time').fill('10:00');
    // Before any Confirm: refused as typed, with the earliest start.
    const tooSoon = alertWith(dialog, 'Start time has to be after 24 hours');
    await expect(tooSoon).toContainText(/The earliest start allowed now is 2026-03-05 10:0\d New York time\./);
    // Thursday 16:30–17:30 is a booked class: the overlap names it.
    await dialog.getByLabel('Start time').fill('16:00');
    await dialog.getByLabel('End time').fill('17:00');
    await expect(alertWith(dialog, 'Time Slot Overlapping')).toContainText(
      'It overlaps the booked slot Thu 2026-03-05 16:30–17:30 New York time.',
    );
    await evidence(page, 'add-slot-overlap-named');
    await expect(tooSoon).toHaveCount(0);

    // Picked rather than typed: a Sunday-first month and the half hours, both in the app's formats.
    await dialog.getByLabel('Date').click();
    await page.getByRole('button', { name: 'Fri 2026-03-06', exact: true }).click();
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-06');
    await dialog.getByLabel('Start time').fill('');
    await dialog.getByLabel('Start time').click();
    await page.getByRole('option', { name: '07:30', exact: true }).click();
    await expect(dialog.getByLabel('Start time')).toHaveValue('07:30');
    await dialog.getByLabel('End time').fill('830'); // typed as digits only, written as HH:mm on leaving the field
    await dialog.getByLabel('Notes').focus();
    await expect(dialog.getByLabel('End time')).toHaveValue('08:30');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(creates).toHaveLength(0);
  });

  test('an overlap is refused; in a batch the conflicting slot is marked and can be left out', async ({ page }) => {
    let dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-10', start: '07:00', end: '08:00' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-06', start: '07:30', end: '08:30' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden(); // Friday 07:30 touches nothing yet
    dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-06', start: '08:00', end: '09:00' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(dialog, 'Time Slot Overlapping')).toBeVisible();

    await dialog.getByLabel('Start time').fill('07:00');
    await dialog.getByLabel('End time').fill('07:30'); // touches 07:30: fine
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await dialog.getByRole('checkbox', { name: 'Tue', exact: true }).check();
    const tuesday = dialog.getByRole('checkbox', { name: 'Open 2026-03-10 07:00–07:30' });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Tue 2026-03-10' })).toContainText('Time Slot Overlapping');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(dialog, 'Time Slot Overlapping')).toBeVisible();
    await tuesday.uncheck();
    await expect(alertWith(dialog, 'Time Slot Overlapping')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(page, '2 time slots opened')).toBeVisible();
  });

  test('the host refuses an overlap the screen could not know of (another tab)', async ({ page, context }) => {
    const dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-11', start: '07:00', end: '08:00' });

    // A second tab of the same browser: same session, same demo-host database, same clock.
    const other = await context.newPage();
    await other.goto('/#/yykc');
    const otherDialog = await openAddDialog(other);
    await fillSlot(other, otherDialog, { date: '2026-03-11', start: '07:30', end: '08:30', notes: 'Other tab' });
    await otherDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(otherDialog).toBeHidden();
    await other.close();

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(CREATE_PATH));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await (await answer).json()).toMatchObject({ success: 0, error_code: 'SLOT_OVERLAP' });
    await expect(alertWith(dialog, 'Time Slot Overlapping')).toBeVisible();
    // The calendar was read again after the refusal: the other tab's slot is on it now.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click(); // the entries were the teacher's: asked first
    await page.getByRole('button', { name: 'Following week' }).click();
    await expect(slotButton(page, 'Open 07:30–08:30')).toBeVisible();
  });

  test('deletes an open slot after a confirmation', async ({ page }) => {
    const dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-06', start: '07:00', end: '08:00' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await slotButton(page, 'Open 07:00–08:00').click();
    const details = page.getByRole('dialog', { name: 'Open time slot' });
    await expect(details).toContainText('Fri 2026-03-06 07:00–08:00');
    await expect(details).toContainText('Bring the workbook');
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(details).toContainText('Delete the open time slot on 2026-03-06 at 07:00–08:00?');
    await details.getByRole('button', { name: 'Delete time slot' }).click();
    await expect(alertWith(page, 'Time slot deleted')).toBeVisible();
    await expect(slotButton(page, 'Open 07:00–08:00')).toHaveCount(0);
  });

  test('a booked slot cannot be deleted, said before the tap, with the way to cancel its class', async ({ page }) => {
    const deletes: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && r.url().includes('/appointments/') && deletes.push(r.url()));
    const booked = slotButton(page, /^Booked /).first();
    const name = (await booked.textContent()) ?? '';
    await booked.click();
    const details = page.getByRole('dialog', { name: 'Booked time slot' });
    await expect(details).toContainText(name.split(': ')[1]!);
    const rule = 'The appointment has been reserved: a booked slot cannot be deleted. To call off the class, cancel it from My courses.';
    const remove = details.getByRole('button', { name: 'Delete', exact: true });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(rule);
    await evidence(page, 'booked-slot-rule');
    await details.getByRole('link', { name: 'Go to My courses' }).click();
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    expect(deletes).toHaveLength(0);
  });

  test('the week opens on its first slot, the same after a reload; slots just opened are shown, in their week', async ({ page }) => {
    const monday = (rows: string) => page.getByRole('button', { name: `Time slot 2026-03-02 ${rows}` });
    for (const visit of ['first', 'reload']) {
      // This week's earliest slot is Thursday 06:00 (the class inside 24 h): the grid opens half an hour before it.
      await expect.poll(() => isUncovered(monday('05:30:00 - 06:00:00')), `${visit} visit`).toBe(true);
      expect(await isUncovered(monday('05:00:00 - 05:30:00'))).toBe(false);
      expect(await isUncovered(slotButton(page, /^Booked 06:00–07:00 /))).toBe(true);
      await evidence(page, `week-opens-on-first-slot-${visit}`);
      if (visit === 'first') await page.reload();
    }
    const dialog = await openAddDialog(page);
    await fillSlot(page, dialog, { date: '2026-03-12', start: '21:00', end: '22:00' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    // Opened in next week, late in the day: the calendar goes there and scrolls to it.
    await expect(page.getByText('Next week · 2026-03-09 Mon to 2026-03-15 Sun')).toBeVisible();
    await expect.poll(() => isUncovered(slotButton(page, /^Open 21:00–22:00 /))).toBe(true);
  });

  test('what the teacher typed survives a reload', async ({ page }) => {
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Notes').fill('Prepare unit 4');
    // Saved a moment after the last keystroke (sealed, per identity).
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith(':booking:add-slot')))).toBe(true);
    await page.reload();
    const again = await openAddDialog(page);
    await expect(again.getByText('Your unsent entries were restored.')).toBeVisible();
    await expect(again.getByLabel('Notes')).toHaveValue('Prepare unit 4');
  });

  test('is accessible and fits 390 px without sideways scrolling', async ({ page }) => {
    test.slow(); // axe reads the week's 336 time cells three times (about 33 s on an idle 2-core machine)
    await expectAccessible(page, 'the week');
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Start time').fill('07:00');
    await dialog.getByLabel('End time').fill('08:00');
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await expect(dialog.getByRole('list', { name: /Time slots to be opened/ })).toBeVisible();
    await expectAccessible(page, 'the add-slot dialog, weekly');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    const days = page.getByRole('group', { name: 'Day of the week shown' }).getByRole('button');
    await expect(days).toHaveCount(7);
    for (const day of await days.all()) await expect(day).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the day view at 390 px');
  });

  test('on a phone one day at a time: blocks read "time course" on one line; a tapped time pre-fills its date and time', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The week's range wraps between words, never inside a date ("2026-03-" / "07").
    expect(await dateLines(page.getByText('This week · 2026-03-02 Mon to 2026-03-08 Sun'))).toEqual({ '2026-03-02': 1, '2026-03-08': 1 });
    const days = page.getByRole('group', { name: 'Day of the week shown' });
    await expect(days.getByRole('button', { name: 'Wed 2026-03-04' })).toHaveAttribute('aria-pressed', 'true'); // today
    await expect(page.getByRole('button', { name: /^Time slot \d/ })).toHaveCount(48); // one day of half hours, not seven
    await expectOneLineBlocks(page);
    // Today opens on its first slot, the class in progress at 10:00.
    await expect.poll(() => isUncovered(page.getByRole('button', { name: 'Time slot 09:30:00 - 10:00:00' }))).toBe(true);
    expect(await isUncovered(page.getByRole('button', { name: 'Time slot 09:00:00 - 09:30:00' }))).toBe(false);

    // Saturday night's booked slot on Saturday, its last half hour on Sunday (the same week's last day), each day opened where it is.
    await days.getByRole('button', { name: 'Sat 2026-03-07' }).click();
    await page.getByLabel('Week calendar').scrollIntoViewIfNeeded(); // the page, not the grid
    await expect.poll(() => isUncovered(slotButton(page, 'Booked 23:30–00:30 (next day) · General English 2: Iris Zhao'))).toBe(true);
    await days.getByRole('button', { name: 'Sun 2026-03-08' }).click();
    await expect
      .poll(() =>
        isUncovered(slotButton(page, /^Continued from the day before: Booked 23:30–00:30 \(next day\) · General English 2: Iris Zhao/)),
      )
      .toBe(true);

    await days.getByRole('button', { name: 'Fri 2026-03-06' }).click();
    await expect(days.getByRole('button', { name: 'Fri 2026-03-06' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Time slot 07:30:00 - 08:00:00' }).click();
    const dialog = slotDialog(page);
    await expectPrefilled(dialog, { date: '2026-03-06', start: '07:30', end: '08:30' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // "Add open time slot" opens on the day shown, but never before the first day a slot may start on.
    await page.getByRole('button', { name: 'Add open time slot' }).click();
    await expectPrefilled(dialog, { date: '2026-03-06', start: '', end: '' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await days.getByRole('button', { name: 'Wed 2026-03-04' }).click();
    await page.getByRole('button', { name: 'Add open time slot' }).click();
    await expectPrefilled(dialog, { date: '2026-03-05', start: '', end: '' });
  });

  test('on a desktop every block reads "time course" on one line, and the now-marker leaves the hour labels readable', async ({ page }) => {
    await expectOneLineBlocks(page);
    // 10:00 in New York now: the marker runs along the 10:00 label, which must stay uncovered.
    const label = page.getByText('10:00', { exact: true });
    // The week opens on its first slot (Thursday 06:00 here): the label is read where the teacher scrolls to it.
    await label.scrollIntoViewIfNeeded();
    const uncovered = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [0.2, 0.5, 0.8].every((at) => element.contains(document.elementFromPoint(box.x + box.width * at, box.y + box.height / 2)));
    });
    expect(uncovered, 'the hour label is covered').toBe(true);
  });
});

/**
 * The calendar draws the teacher's week whatever the device's own zone: the week's first morning and
 * last night are where a device far from UTC reads another day (Saturday 23:30 in New York is Sunday in
 * UTC; Sunday 00:00 in New York is 13:00 in Shanghai).
 */
for (const timezoneId of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
  test.describe(`on a device in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test.beforeEach(async ({ page, openSignedIn }) => openBooking(page, openSignedIn));

    test('a slot past midnight is drawn on the night it starts, continued on the next day, in this week and the next', async ({ page }) => {
      // The host seeds Saturday 23:30–00:30 (into Sunday, this week's last day), booked by Iris Zhao, and an open Tuesday night next week.
      const saturday = slotButton(page, /^Booked 23:30–00:30 \(next day\) · General English 2: Iris Zhao$/); // not its continuation on Sunday
      await expectInColumn(page, saturday, '2026-03-07');
      await saturday.click();
      const details = page.getByRole('dialog', { name: 'Booked time slot' });
      await expect(details).toContainText('Sat 2026-03-07 23:30 – Sun 2026-03-08 00:30 · New York time');
      await expect(details).toContainText('Iris Zhao');
      await evidence(page, 'past-midnight-details');
      await details.getByRole('button', { name: 'Close' }).last().click();

      const sunday = slotButton(page, 'Continued from the day before: Booked 23:30–00:30 (next day) · General English 2: Iris Zhao');
      await expectInColumn(page, sunday, '2026-03-08');
      await page.getByRole('button', { name: 'Following week' }).click();
      await expectInColumn(page, slotButton(page, /^Open 23:30–00:30 \(next day\) · /), '2026-03-10');
      const wednesday = slotButton(page, /^Continued from the day before: Open 23:30–00:30 \(next day\) · /);
      await expectInColumn(page, wednesday, '2026-03-11');
      await evidence(page, 'past-midnight-continued-next-week');
      // Its continuation opens the same slot, with the whole range.
      await wednesday.click();
      await expect(page.getByRole('dialog', { name: 'Open time slot' })).toContainText('Tue 2026-03-10 23:30 – Wed 2026-03-11 00:30');
    });
  });
}

test('no available course: confirm is refused with the spec message', async ({ page, openSignedIn }) => {
  await openBooking(page, openSignedIn);
  // A teacher without any course: the demo host's database (same origin) loses her slots.
  await page.evaluate((uid) => {
    const db = JSON.parse(localStorage.getItem('demo-host:db')!) as { schedules: Record<string, { slots: unknown[] }> };
    db.schedules[String(uid)]!.slots = [];
    localStorage.setItem('demo-host:db', JSON.stringify(db));
  }, 1001);
  await page.reload();
  const dialog = await openAddDialog(page);
  await expect(dialog.getByLabel('Course')).toHaveAttribute('placeholder', 'No course available');
  await dialog.getByLabel('Date').fill('2026-03-06');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please check if course is available')).toBeVisible();
});

test.describe(() => {
  test.use({ role: 'admin' });
  test('a group admin must switch to an instructor first, and stays on Book a class as the teacher', async ({ page, openSignedIn }) => {
    await openBooking(page, openSignedIn);
    await expect(page.getByText('Switch to an instructor first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add open time slot' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await expect(dialog.getByRole('combobox', { name: 'Teacher' })).toBeEnabled();
    await (await searchTeachers(page, dialog, 'olivia.smith')).first().click();
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await expect(dialog).toBeHidden();
    // Book a class again, now as the teacher: not the dashboard.
    await expect(page.getByRole('status').filter({ hasText: /^Acting as Olivia Smith/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add open time slot' })).toBeVisible();
    expect(hashRoute(page.url()).path).toBe('/yykc');
    const add = await openAddDialog(page);
    await expect(add.getByLabel('Email')).toHaveValue(/^olivia\.smith\.\d+@demo\.school$/);
  });
});

test('in Chinese', async ({ page, openSignedIn }) => {
  await openBooking(page, openSignedIn);
  await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '预约课程', level: 1 })).toBeVisible();
  await expect(page.getByText('本周 · 2026-03-02 周一 至 2026-03-08 周日')).toBeVisible();
  // The night slot says it ends the next day; the week opens on its first slot (Thursday 06:00).
  const night = page.getByRole('button', { name: '已预约 23:30–次日00:30 · General English 2：Iris Zhao', exact: true });
  await expect(night).toBeAttached();
  expect(await isUncovered(page.getByRole('button', { name: '已预约 06:00–07:00', exact: false }))).toBe(true);
  await night.click();
  await expect(page.getByRole('dialog', { name: '已预约时间段' })).toContainText('周六 2026-03-07 23:30 – 周日 2026-03-08 00:30');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await dateLines(page.getByText('本周 · 2026-03-02 周一 至 2026-03-08 周日'))).toEqual({ '2026-03-02': 1, '2026-03-08': 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: '添加开放时间段' }).click();
  const dialog = page.getByRole('dialog', { name: '添加开放时间段' });
  // The same formats in Chinese, the rules as typed, the overlapped class named.
  await expect(dialog.getByLabel('日期')).toHaveValue('2026-03-05');
  await expect(dialog.getByText(/^最早开始时间：2026-03-05 10:0\d（北美东部时间，24 小时后）$/)).toBeVisible();
  await dialog.getByLabel('开始时间').click();
  await page.getByRole('option', { name: '16:00', exact: true }).click();
  await dialog.getByLabel('结束时间').fill('17:00');
  await expect(alertWith(dialog, '时间段重叠')).toContainText('与已预约的时间段重叠：周四 2026-03-05 16:30–17:30（北美东部时间）。');
  await dialog.getByLabel('邮箱').fill('x');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的邮箱')).toBeVisible();
  await expect(dialog.getByText('请输入备注')).toBeVisible();
});

test('the calendar code loads with its route only', async ({ page, openSignedIn }) => {
  const chunks: string[] = [];
  page.on('request', (r) => /booking\.lazy-[\w-]+\.js$/.test(r.url()) && chunks.push(r.url()));
  await openSignedIn();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  expect(chunks).toEqual([]);
  await page.getByRole('link', { name: 'Book a class' }).click();
  await expect(page.getByRole('button', { name: 'Add open time slot' })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});
