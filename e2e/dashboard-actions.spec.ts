import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type Request, test } from './support/fixtures';
import { CARD_TIMES, classCard, NOW, recordActionPosts } from './support/class-clock';

type Box = { x: number; y: number; width: number; height: number };

test.use({ role: 'teacher', clock: NOW, language: 'en' });

test.beforeEach(async ({ page, openSignedIn }) => {
  await openSignedIn();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  // The heading shows before the class list: wait for the list too.
  await expect(page.getByRole('tab', { name: /^This Week/ })).toBeVisible();
});

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The screen's own content and its dialogs (the shell has its own journeys). */
const SCREEN = { include: ['main', '[role="dialog"]'] };

test('cancel is refused within 24 h of the start, with whom to contact, without asking the host', async ({ page }) => {
  const posts = recordActionPosts(page, 'cancel');
  await classCard(page, CARD_TIMES.within24h).getByRole('button', { name: 'Cancel', exact: true }).click();
  const refusal = notice(page, 'This class cannot be cancelled!');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Please contact the administrator at support@demo.school');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test('cancel a class next week: confirm, one call even on a double click, the card leaves', async ({ page, axe }) => {
  const posts = recordActionPosts(page, 'cancel');
  await page.getByRole('tab', { name: /^Next Week/ }).click();
  const tabName = await page.getByRole('tab', { name: /^Next Week/ }).textContent();
  const before = Number(/\((\d+)\)/.exec(tabName ?? '')?.[1]);
  const card = page.getByRole('article').first();
  const when = (await card.getByText(/ · \d\d:\d\d–\d\d:\d\d$/).textContent()) ?? '';
  expect(when).not.toBe('');

  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
  await expect(dialog).toContainText('will be cancelled for its student.'); // one student: the plural rules
  await axe('the screen', SCREEN);
  await dialog.getByRole('button', { name: 'Cancel the class' }).dblclick();

  await expect(notice(page, 'Successfully canceled')).toBeVisible();
  await expect(classCard(page, when)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Next Week (${before - 1})` })).toBeVisible();
  expect(posts).toHaveLength(1);
});

const NOT_STARTED = 'Notify and End class become available when the class starts.';

/**
 * Notify POSTs per class as the page sends them, less those the host refused with a 401: each of
 * those is sent again after the refresh (the same write). A double notify counts 2.
 */
function notifiesPerClass(page: Page): Record<string, number> {
  const sent: Record<string, number> = {};
  const notifyPath = (request: Request) => (request.method() === 'POST' && /\/alg_classes\/\d+\/notify$/.test(new URL(request.url()).pathname) ? new URL(request.url()).pathname : null);
  page.on('request', (request) => {
    const path = notifyPath(request);
    if (path) sent[path] = (sent[path] ?? 0) + 1;
  });
  page.on('response', (response) => {
    const path = notifyPath(response.request());
    if (path && response.status() === 401) sent[path]! -= 1;
  });
  return sent;
}

test('notify: one student is "the student"; a class not started offers it only from its start, to the second', async ({ page }) => {
  const posts = notifiesPerClass(page);
  await classCard(page, CARD_TIMES.inProgress).getByRole('button', { name: 'Notify student' }).click();
  await expect(notice(page, 'The student has been notified.')).toBeVisible();
  expect(Object.values(posts)).toEqual([1]);

  // The group class of two starts at 13:00 (17:00 UTC).
  const later = classCard(page, CARD_TIMES.laterToday);
  const notify = later.getByRole('button', { name: 'Notify students' });
  await expect(notify).toBeDisabled();
  await expect(notify).toHaveAccessibleDescription(NOT_STARTED);
  await expect(later.getByText(NOT_STARTED)).toBeVisible();
  await page.clock.pauseAt(new Date('2026-06-10T16:59:59.000Z'));
  await expect(notify).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(notify).toBeEnabled();
  await expect(later.getByText(NOT_STARTED)).toHaveCount(0);
  await page.clock.resume(); // the request and its answer run on timers
  await notify.click();
  await expect(notice(page, 'The students have been notified.')).toBeVisible();
  // Three hours on, the access token has expired: a 401, then the notify again after the refresh.
  expect(Object.values(posts)).toEqual([1, 1]);
});

test('End class on tomorrow’s class cannot be clicked, and says why', async ({ page, axe }) => {
  const posts = recordActionPosts(page, 'end');
  const tomorrow = classCard(page, CARD_TIMES.within24h);
  const end = tomorrow.getByRole('button', { name: 'End class' });
  await expect(end).toBeDisabled();
  await expect(end).toHaveAccessibleDescription(NOT_STARTED);
  await expect(tomorrow.getByRole('button', { name: 'Notify student' })).toBeDisabled();
  // Still reachable by keyboard, so the reason is heard too; Enter does nothing.
  await end.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(posts).toHaveLength(0);
  await axe('the screen', SCREEN);
});

test('end the class in progress: confirm, "Class is over", the card leaves', async ({ page }) => {
  const card = classCard(page, CARD_TIMES.inProgress);
  await card.getByRole('button', { name: 'End class' }).click();
  const dialog = page.getByRole('dialog', { name: 'End class' });
  await expect(dialog).toContainText('This will end the class. Do you want to continue?');
  await dialog.getByRole('button', { name: 'End the class' }).click();
  await expect(notice(page, 'Class is over')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('keeping the class closes the dialog without a call', async ({ page }) => {
  const posts = recordActionPosts(page, 'end');
  await classCard(page, CARD_TIMES.inProgress).getByRole('button', { name: 'End class' }).click();
  await page.getByRole('dialog', { name: 'End class' }).getByRole('button', { name: 'Keep the class' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(classCard(page, CARD_TIMES.inProgress)).toHaveCount(1);
  expect(posts).toHaveLength(0);
});

test('at 390 px every action of a card is on screen, one tap away, without sideways scrolling', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = classCard(page, CARD_TIMES.inProgress);
  for (const name of ['Enter classroom', 'Courseware', 'Notify student', 'Cancel', 'End class']) {
    const action = card.getByRole(name === 'Enter classroom' ? 'link' : 'button', { name, exact: true });
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe('the screen', SCREEN);

  await card.getByRole('link', { name: 'Enter classroom' }).click();
  await expect(page).toHaveURL(/#\/Class\/\d+$/);
});

test('courseware: the kinds of a course, a file to open and a video that plays; an empty course says so', async ({ page, axe }) => {
  const withCourseware = page.getByRole('article').filter({ hasNotText: 'Course: Free Conversation' }).first();
  await withCourseware.getByRole('button', { name: 'Courseware' }).click();
  const dialog = page.getByRole('dialog', { name: /^Courseware: / });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Quizzes', 'Flashcards', 'Materials', 'Courseware', 'Pre-class audio', 'Pre-class video', 'Post-class audio', 'Post-class video',
  ]);
  await expect(dialog.getByRole('region', { name: 'Materials' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
  const videos = dialog.getByRole('region', { name: 'Pre-class video' });
  await videos.getByRole('button', { name: 'Play Preview video', exact: true }).click();
  // The demo host's real mp4: video.js loads it and knows its length.
  const video = videos.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
  await axe('the screen', SCREEN);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Course 17, Free Conversation, has no modules: find one of its classes, whichever week it is in.
  const free = page.getByRole('article').filter({ hasText: 'Course: Free Conversation' }).first();
  for (const tab of [/^Next Week/, /^More/]) {
    if (await free.isVisible()) break;
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
  await free.getByRole('button', { name: 'Courseware' }).click();
  await expect(page.getByRole('dialog').getByText('No courseware in the current class.')).toBeVisible();
});

test('ten minutes before a class a reminder offers the way in', async ({ page }) => {
  const reminder = notice(page, 'Class starts in 10 minutes');
  await expect(reminder).toHaveCount(0);
  // 16:50 UTC is 12:50 in New York: ten minutes before the 13:00 group class.
  await page.clock.fastForward('02:40:00');
  await expect(reminder).toContainText('13:00–14:00');
  await reminder.getByRole('button', { name: 'Enter classroom' }).click();
  await expect(page).toHaveURL(/#\/Class\/\d+$/);
  await expect(reminder).toHaveCount(0);
});

test('the upcoming classes download as a calendar file, in UTC', async ({ page }) => {
  const counts = await page.getByRole('tab').allTextContents();
  const total = counts.reduce((sum, name) => sum + Number(/\((\d+)\)/.exec(name)?.[1] ?? 0), 0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('my-classes.ics');
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(total);
  // The 13:00 class in New York (EDT) is 17:00 UTC.
  expect(ics).toContain('DTSTART:20260610T170000Z');
});

test('browser reminders blocked: the dashboard says so and how to undo it; once allowed they are on, no reload', async ({ page, browser, baseURL }) => {
  // The browser's own permission store, as the site settings change it (this test's context only).
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const settings = await browser.newBrowserCDPSession();
  const setNotifications = (setting: 'denied' | 'granted') =>
    settings.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin: new URL(baseURL!).origin,
      browserContextId: targetInfo.browserContextId,
    });
  await setNotifications('denied');
  await page.reload();
  await expect(page.getByText('Browser reminders are blocked')).toBeVisible();
  await expect(page.getByText('To turn them back on, click the icon at the left of the address bar and set Notifications to “Allow”.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browser reminders' })).toHaveCount(0);

  await setNotifications('granted');
  await expect(page.getByText('Browser reminders are on')).toBeVisible();
  await expect(page.getByText('Browser reminders are blocked')).toHaveCount(0);
});

test('a notice covers neither the header’s account button nor Download calendar, at 1280 and at 390 px', async ({ page }) => {
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await classCard(page, CARD_TIMES.inProgress).getByRole('button', { name: 'Notify student' }).click();
    const shown = notice(page, 'The student has been notified.');
    await expect(shown).toBeInViewport();
    const toast = await boxOf(shown);
    for (const control of [page.getByRole('button', { name: /^Account menu of/ }), page.getByRole('button', { name: 'Download calendar (.ics)' })]) {
      expect(overlap(toast, await boxOf(control)), `${width} px: the notice covers ${await control.textContent()}`).toBe(false);
    }
    await shown.getByRole('button', { name: 'Close' }).click(); // closed, for the next width
    await expect(shown).toHaveCount(0);
  }
});
