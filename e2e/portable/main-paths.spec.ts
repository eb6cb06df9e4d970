import { expect, type Locator, type Page, test } from '../support/fixtures';
import { everyClassCard, LANDING_TIMEOUT, openAccountMenu, submitSignIn } from '../support/app';
import { fillSlot, openAddDialog } from '../support/booking';
import { screenReady } from '../support/quality';
import { hostKeepsWritesForGood, mayFindHostEmpty, PORTABLE, targetAccount } from '../support/target';

/** Screens read, not written, on any host (it keeps homework, grades and evaluations for good): path, heading. */
const READ_ONLY_SCREENS: [path: string, heading: string][] = [
  ['/#/Assignments', 'Assign homework'],
  ['/#/ReviewAssignments', 'View homework'],
  ['/#/EvalStudent', 'Evaluate students'],
  ['/#/khlx', 'After-class practice'],
  ['/#/StudentInstr', 'Teacher introduction'],
];

/** The dashboard's tabs and what each says when it has no class. */
const BUCKETS: [tab: string, empty: string][] = [
  ['This Week', 'No more classes this week.'],
  ['Next Week', 'No classes next week yet.'],
  ['More', 'No classes scheduled after next week.'],
];

/**
 * Every screen's main path, on any host (README "QA: targets"): nothing here needs the demo host's
 * data, fault rules or clock. Each journey reads what the host has, creates only what it can remove
 * again (an open time slot), and removes it. Read-only where the host keeps what is sent for good
 * (homework, grades, evaluations, chat messages): those screens are opened and read, not written to.
 */
test.describe('main paths', { tag: PORTABLE }, () => {
  test.use({ language: 'en' });

  test('sign in through the form, switch the language and back, sign out', async ({ page }) => {
    const teacher = targetAccount('teacher');
    await page.goto('/#/login');
    await submitSignIn(page, teacher);
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible({ timeout: LANDING_TIMEOUT });

    await (await openAccountMenu(page, teacher.name)).getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '我的课程', level: 1 })).toBeVisible();
    await (await openAccountMenu(page, teacher.name)).getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();

    await (await openAccountMenu(page, teacher.name)).getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  });

  test.describe('signed in', () => {
    // One journey per screen, so a report names each screen that works on a host; all start from the
    // worker's one stored sign-in and open their screen directly.
    test.use({ role: 'teacher' });

    test('the class buckets, and a class’s waiting room', async ({ page, openSignedIn, target }) => {
      await openSignedIn();
      const counts = new Map<string, number>();
      for (const [bucket, empty] of BUCKETS) {
        const tab = page.getByRole('tab', { name: new RegExp(`^${bucket} \\((\\d+)\\)$`) });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // The tab's count is the list's (the tabs come with it): a page of cards, or the bucket's empty state.
        const count = await (await everyClassCard(page)).count();
        await expect(page.getByText(empty, { exact: true })).toHaveCount(count === 0 ? 1 : 0);
        counts.set(bucket, count);
      }
      await page.getByRole('tab', { name: /^This Week/ }).click();
      test.skip(mayFindHostEmpty(target) && counts.get('This Week') === 0, 'the host has no class this week for this teacher');
      expect(counts.get('This Week'), 'classes this week (the demo hosts seed them)').toBeGreaterThan(0);
      const first = page.getByRole('article').first();
      const title = (await first.getByRole('heading').textContent()) ?? '';
      // The way in: the waiting room, called "Enter classroom" once the classroom is open.
      await first.getByRole('link', { name: /^(Enter classroom|Waiting room)$/ }).click();
      await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    });

    test('open one’s own time slot next week, then delete it', async ({ page, openSignedIn }) => {
      await openSignedIn('/#/yykc');
      await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Following week' }).click();
      const range = await page.getByText(/^Next week · \d{4}-\d\d-\d\d Mon to \d{4}-\d\d-\d\d Sun$/).textContent();
      const lastDay = /to (\S+) Sun$/.exec(range ?? '')?.[1] ?? ''; // next week's Sunday

      // The week's slots drawn (the grid is there once they are), then the times they start at.
      await expect(page.getByRole('button', { name: /^Time slot / }).first()).toBeVisible();
      const taken = await startsShown(page);
      const dialog = await openAddDialog(page);
      const start = await firstFreeHour(page, dialog, lastDay, taken);
      const label = `Open ${start}–${nextHour(start)}`;
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      const slot = page.getByRole('button', { name: new RegExp(`^${label} · `) });
      try {
        await expect(slot).toBeVisible();
      } finally {
        // Whatever happened above, the slot this journey opened does not stay on the host.
        await deleteSlot(page, slot);
      }
      await expect(slot).toHaveCount(0);
    });

    test('review a copy of this week (nothing sent); open a slot next week, then close it by taking those hours off', async ({
      page,
      openSignedIn,
    }) => {
      await openSignedIn('/#/yykc');
      await expect(page.getByRole('heading', { name: 'Book a class', level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Copy this week to next week' }).click();
      const copy = page.getByRole('dialog', { name: 'Copy this week to next week' });
      // The review, whatever the host has and whenever it runs (late on a Saturday only skipped lines may be left):
      // lines to open, skip or refuse, or none to copy; sent only on its button.
      await expect(
        copy
          .getByText(/^(To be opened|Skipped|Refused) \(\d+\)$/)
          .or(copy.getByText('This week has no time slots to copy.'))
          .first(),
      ).toBeVisible();
      await copy.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Following week' }).click();
      const range = await page.getByText(/^Next week · \d{4}-\d\d-\d\d Mon to \d{4}-\d\d-\d\d Sun$/).textContent();
      const lastDay = /to (\S+) Sun$/.exec(range ?? '')?.[1] ?? ''; // next week's Sunday
      await expect(page.getByRole('button', { name: /^Time slot / }).first()).toBeVisible();
      const dialog = await openAddDialog(page);
      // From the morning up: the journey above looks from the evening down, for the same teacher and day, perhaps at the
      // same moment (two workers): both found the same hour free, and the second was refused as overlapping.
      const start = await firstFreeHour(page, dialog, lastDay, await startsShown(page), 'from the morning');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      const slot = page.getByRole('button', { name: new RegExp(`^Open ${start}–${nextHour(start)} · `) });
      await expect(slot).toBeVisible();
      try {
        await page.getByRole('button', { name: 'Time off', exact: true }).click();
        const off = page.getByRole('dialog', { name: 'Time off' });
        await off.getByRole('radio', { name: 'A day, some hours' }).check();
        await off.getByLabel('Day', { exact: true }).fill(lastDay);
        await off.getByLabel('From', { exact: true }).fill(start);
        await off.getByLabel('Until', { exact: true }).fill(nextHour(start));
        await expect(off.getByText('Open time slot to close (1)')).toBeVisible();
        await off.getByRole('button', { name: 'Close 1 open slot' }).click();
        await expect(off.getByRole('status')).toHaveText('1 closed, 0 refused, 0 not closed.');
        await off.getByRole('button', { name: 'Done' }).click();
      } finally {
        // Whatever happened above, the slot this journey opened does not stay on the host.
        if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
        if (await slot.count()) await deleteSlot(page, slot);
      }
      await expect(slot).toHaveCount(0);
    });

    test('the replay history and a class’s replay with its comment', async ({ page, openSignedIn, target }) => {
      await openSignedIn('/#/kchf');
      await expect(page.getByRole('heading', { name: 'Class replay', level: 1 })).toBeVisible({ timeout: 20_000 });
      const records = page.getByRole('article');
      const none = page.getByText('No past classes yet.');
      await expect(records.first().or(none)).toBeVisible(); // settled: the history, or its empty state
      test.skip(mayFindHostEmpty(target) && (await none.isVisible()), 'the host has no class history for this teacher');
      await expect(none, 'a class history (the demo hosts seed one)').toBeHidden();
      const title = (await records.first().getByRole('heading').textContent()) ?? '';
      await records.first().getByRole('link', { name: 'Replay' }).click();
      const replay = page.getByRole('dialog', { name: `Replay: ${title}` });
      await expect(replay).toBeVisible({ timeout: 20_000 });
      // The comment as the host has it: shown, with the way to write or edit it.
      const comment = replay.getByRole('region', { name: 'Teacher comment' });
      await expect(comment).toBeVisible();
      await expect(replay.getByRole('button', { name: /^(Write a comment|Edit comment)$/ })).toBeVisible();
      await replay.getByRole('button', { name: 'Close the replay' }).click();
      await expect(replay).toBeHidden();
    });

    for (const [path, heading] of READ_ONLY_SCREENS) {
      test(`${heading} opens on what the host has`, async ({ page, openSignedIn }) => {
        await openSignedIn(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
        await expectSettled(page, heading);
      });
    }

    test('My students: the list, a search and a student', async ({ page, openSignedIn, target }) => {
      await openSignedIn('/#/wdxs');
      await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
      const students = page.getByRole('navigation', { name: 'Students' }).getByRole('link');
      const none = page.getByText('You have no students yet', { exact: false });
      await expectSettled(page, 'My students');
      await expect(students.first().or(none)).toBeVisible(); // settled: the list, or its empty state
      test.skip(mayFindHostEmpty(target) && (await none.isVisible()), 'the host has no student for this teacher (the screen says so)');
      await expect(none, 'students (the demo hosts seed them)').toBeHidden();
      const name =
        (await students
          .first()
          .getByText(/\S+ \S+/)
          .first()
          .textContent()) ?? '';
      await page.getByRole('searchbox', { name: 'Search students' }).fill(name.split(' ')[0]!);
      await expect(students.filter({ hasText: name }).first()).toBeVisible();
      await students.filter({ hasText: name }).first().click();
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    });

    test('Chat room: the conversations and one of them', async ({ page, openSignedIn, target }) => {
      await openSignedIn('/#/chat');
      await expect(page.getByRole('heading', { name: 'Chat room', level: 1 })).toBeVisible();
      await expectSettled(page, 'Chat room');
      const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
      const none = page.getByText('No conversations yet.');
      await expect(conversations.first().or(none)).toBeVisible(); // settled: the list, or its empty state
      test.skip(mayFindHostEmpty(target) && (await none.isVisible()), 'the host has no conversation for this teacher (the screen says so)');
      await expect(none, 'conversations (the demo hosts seed them)').toBeHidden();
      await conversations.first().click();
      const log = page.getByRole('log', { name: /^Messages: / });
      await expect(log).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      // A message sent and shown (issue 48.1: on the production build made the README's way, whose chat
      // host the build took from the demo host's address), where the host forgets what journeys send.
      if (!hostKeepsWritesForGood(target)) {
        // Its own words each run: the demo host keeps what earlier runs of the stage sent.
        const sent = `Sent by the main paths journey, run ${test.info().repeatEachIndex}.${test.info().retry}`;
        await page.getByRole('textbox', { name: 'Message' }).fill(sent);
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(log.getByText(sent)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(''); // emptied once the host took it
        await expect(page.getByText('The message was not sent.')).toHaveCount(0);
      }
    });

    test('System test opens', async ({ page, openSignedIn }) => {
      await openSignedIn('/#/system-test');
      await expect(page.getByRole('heading', { name: 'System test', level: 1 })).toBeVisible();
      await expectSettled(page, 'System test');
    });
  });
});

/** Ready (e2e/support/quality.ts: heading, nothing loading), and no failure said. */
async function expectSettled(page: Page, screen: string): Promise<void> {
  await screenReady(page, 'en');
  await expect(page.getByText(/Could not load|Something went wrong/), screen).toHaveCount(0);
}

const nextHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** The start times ("19:00") of the week's slots on the calendar, whichever day. */
async function startsShown(page: Page): Promise<Set<string>> {
  const names = await page
    .getByRole('button', { name: /^(Open|Booked) \d\d:\d\d–/ })
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('title') ?? block.textContent ?? ''));
  return new Set(names.map((name) => /(\d\d:\d\d)–/.exec(name)?.[1] ?? ''));
}

/**
 * Fills the add-slot form on `date` with the first hour, from 21:00 down (or from 06:00 up), at which no slot of the week
 * starts (so the new one is the only block of that name) and the form names no overlap.
 */
async function firstFreeHour(
  page: Page,
  dialog: Locator,
  date: string,
  taken: Set<string>,
  order: 'from the evening' | 'from the morning' = 'from the evening',
): Promise<string> {
  const hours = Array.from({ length: 16 }, (_, index) => 21 - index); // 21:00 down to 06:00
  for (const hour of order === 'from the evening' ? hours : hours.reverse()) {
    const start = `${String(hour).padStart(2, '0')}:00`;
    if (taken.has(start)) continue;
    await fillSlot(page, dialog, { date, start, end: nextHour(start), notes: 'QA journey: removed at its end' });
    await dialog.getByLabel('Notes').focus();
    // The form has the slot (its rules are checked in the render that takes a value): then its alerts are settled.
    await expect(dialog.getByLabel('Date')).toHaveValue(date);
    await expect(dialog.getByLabel('End time')).toHaveValue(nextHour(start));
    if ((await dialog.getByRole('alert').filter({ hasText: 'Time Slot Overlapping' }).count()) === 0) return start;
  }
  throw new Error(`No free hour on ${date} between 06:00 and 22:00`);
}

/** The host accepted the slot (its dialog closed): it is on the calendar, and goes. */
async function deleteSlot(page: Page, slot: Locator): Promise<void> {
  await slot.click();
  const details = page.getByRole('dialog', { name: 'Open time slot' });
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await details.getByRole('button', { name: 'Delete time slot' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Time slot deleted' })).toBeVisible();
}
