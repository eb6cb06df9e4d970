import { expect, type Locator, type Page, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { ACCOUNTS, everyClassCard, openAccountMenu } from './support/app';
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

const CANCEL_RULE =
  'This class cannot be cancelled! Cancellation closes 24 hours before the start. Please contact the administrator at support@demo.school';
const CANCEL_STARTED =
  'This class cannot be cancelled! The class has already started. Please contact the administrator at support@demo.school';

test('Cancel says its rule before the tap: unavailable within 24 h and once started, with whom to contact; a tap does nothing', async ({
  page,
  axe,
}) => {
  const posts = recordActionPosts(page, 'cancel');
  for (const [when, reason] of [
    [CARD_TIMES.within24h, CANCEL_RULE],
    [CARD_TIMES.inProgress, CANCEL_STARTED],
  ] as const) {
    const card = classCard(page, when);
    const cancel = card.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(reason);
    await expect(card.getByText(reason)).toBeVisible();
    await evidence(page, `cancel-rule-${reason === CANCEL_RULE ? 'within-24h' : 'started'}`);
    // A real tap on it (Playwright's click waits for an enabled button), then the keyboard.
    const box = (await cancel.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(posts).toHaveLength(0);
  await axe('the screen', SCREEN);
});

/** The earliest class that can still be cancelled now: its date line, and its start (New York time, EDT = UTC−4). */
async function earliestCancellable(page: Page): Promise<{ when: string; startMs: number }> {
  const open = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Cancel', exact: true, disabled: false }) })
    .first();
  const when = (await open.getByText(/ · \d\d:\d\d–\d\d:\d\d$/).textContent()) ?? '';
  const [, date, time] = /^(\S+) \S+ · (\d\d:\d\d)/.exec(when) ?? [];
  return { when, startMs: Date.parse(`${date}T${time}:00-04:00`) };
}

test('Cancel closes at the 24 h edge, to the second: open 24:00:01 before the start, unavailable 23:59:59 before', async ({ page }) => {
  const { when, startMs } = await earliestCancellable(page);
  const card = classCard(page, when);
  const cancel = card.getByRole('button', { name: 'Cancel', exact: true });
  const edge: [string, number, boolean][] = [
    ['24:00:01 before', startMs - 24 * 3_600_000 - 1_000, true],
    ['23:59:59 before', startMs - 24 * 3_600_000 + 1_000, false],
  ];
  for (const [label, at, cancellable] of edge) {
    await page.clock.pauseAt(new Date(at));
    await page.clock.runFor(0);
    if (cancellable) {
      await expect(cancel, label).toBeEnabled();
      await expect(card.getByText(CANCEL_RULE), label).toHaveCount(0);
    } else {
      await expect(cancel, label).toBeDisabled();
      await expect(cancel, label).toHaveAccessibleDescription(CANCEL_RULE);
    }
  }
});

test('the host still refuses a cancel confirmed after the deadline: spec 8’s words and whom to contact', async ({ page }) => {
  const { when, startMs } = await earliestCancellable(page);
  const cancel = classCard(page, when).getByRole('button', { name: 'Cancel', exact: true });
  await page.clock.pauseAt(new Date(startMs - 24 * 3_600_000 - 60_000));
  await page.clock.resume(); // the dialog opens on timers
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
  await expect(dialog).toBeVisible();
  // The deadline passes with the dialog open: the card's Cancel closes, the dialog stays.
  await page.clock.pauseAt(new Date(startMs - 24 * 3_600_000 + 1_000));
  await page.clock.resume();
  await expect(cancel).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel the class' }).click();
  const refusal = notice(page, 'This class cannot be cancelled!');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Please contact the administrator at support@demo.school');
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
  await expect(dialog).toContainText('will be canceled for its student.'); // one student: the plural rules
  await axe('the screen', SCREEN);
  await dialog.getByRole('button', { name: 'Cancel the class' }).dblclick();

  await expect(notice(page, 'Successfully canceled')).toBeVisible();
  await expect(classCard(page, when)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Next Week (${before - 1})` })).toBeVisible();
  expect(posts).toHaveLength(1);
});

const NOT_STARTED = 'Notify and End class become available when the class starts.';

/** Notify POSTs per class (recordActionPosts: a 401's resend is the same write). A double notify counts 2. */
const perClass = (posts: string[]): number[] => [...new Set(posts)].map((url) => posts.filter((post) => post === url).length);

test('notify: one student is "the student"; a class not started offers it only from its start, to the second', async ({ page }) => {
  const posts = recordActionPosts(page, 'notify');
  await classCard(page, CARD_TIMES.inProgress).getByRole('button', { name: 'Notify student' }).click();
  await expect(notice(page, 'The student has been notified.')).toBeVisible();
  expect(perClass(posts)).toEqual([1]);

  // The group class of two starts at 13:00 (17:00 UTC). The card says when, relative to now, as the clock moves.
  const later = classCard(page, CARD_TIMES.laterToday);
  const startsIn = (text: string) => later.getByText(text, { exact: true });
  await expect(startsIn('in 2 h 50 min')).toBeVisible();
  const notify = later.getByRole('button', { name: 'Notify students' });
  await expect(notify).toBeDisabled();
  await expect(notify).toHaveAccessibleDescription(NOT_STARTED);
  await expect(later.getByText(NOT_STARTED)).toBeVisible();
  await page.clock.pauseAt(new Date('2026-06-10T16:59:59.000Z'));
  await expect(startsIn('in 1 min')).toBeVisible();
  await expect(notify).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(notify).toBeEnabled();
  await expect(startsIn('In progress')).toBeVisible();
  await expect(later.getByText(NOT_STARTED)).toHaveCount(0);
  await page.clock.resume(); // the request and its answer run on timers
  await notify.click();
  await expect(notice(page, 'The students have been notified.')).toBeVisible();
  // Three hours on, the access token has expired: a 401, then the notify again after the refresh.
  expect(perClass(posts)).toEqual([1, 1]);
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

/** The media element plays: not paused, and its time moves on (state, not a wait). */
async function expectPlaying(video: Locator): Promise<void> {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(at);
}

/** The media element's state: playing (or about to, while its data loads) or paused. */
const paused = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.paused);

test('courseware: one item plays at a time; a video that starts pauses the audio that plays, and the other way round', async ({ page }) => {
  await page
    .getByRole('article')
    .filter({ hasNotText: 'Course: Free Conversation' })
    .first()
    .getByRole('button', { name: 'Courseware' })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Courseware: / });
  const audios = dialog.getByRole('region', { name: 'Pre-class audio' });
  await audios.getByRole('button', { name: 'Play Listen before class', exact: true }).click();
  // video.js plays an audio in a <video> element too. Playing is the media's own state, not its
  // time: on a busy machine the data may still be loading (the next test sees a video play).
  const audio = audios.locator('audio, video');
  await expect.poll(() => paused(audio)).toBe(false);
  const videos = dialog.getByRole('region', { name: 'Pre-class video' });
  await videos.getByRole('button', { name: 'Play Preview video', exact: true }).click();
  const video = videos.locator('video');
  await expect.poll(() => paused(video)).toBe(false);
  await expect.poll(() => paused(audio)).toBe(true);
  await evidence(page, 'courseware-one-playing');

  await audios.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => paused(audio)).toBe(false);
  await expect.poll(() => paused(video)).toBe(true);
});

test('courseware: the kinds of a course, a file to open and a video that plays; an empty course says so', async ({ page, axe }) => {
  const withCourseware = page.getByRole('article').filter({ hasNotText: 'Course: Free Conversation' }).first();
  await withCourseware.getByRole('button', { name: 'Courseware' }).click();
  const dialog = page.getByRole('dialog', { name: /^Courseware: / });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Quizzes',
    'Flashcards',
    'Materials',
    'Courseware',
    'Pre-class audio',
    'Pre-class video',
    'Post-class audio',
    'Post-class video',
  ]);
  await expect(dialog.getByRole('region', { name: 'Materials' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
  // A quiz opens the demo host's placeholder in a new tab, which its Close button closes.
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('region', { name: 'Quizzes' }).getByRole('link', { name: 'Open Warm-up quiz (new tab)' }).click();
  const quiz = await opened;
  await expect(quiz.getByRole('heading', { level: 1, name: 'Warm-up quiz' })).toBeVisible();
  await expect(quiz.getByText('This page is the demo school’s placeholder for the quiz', { exact: false })).toBeVisible();
  const closed = quiz.waitForEvent('close');
  // The click's own acknowledgement can be lost with the tab it closes; the tab closing is what counts.
  await quiz
    .getByRole('button', { name: 'Close this tab' })
    .click()
    .catch((error: unknown) => {
      if (!quiz.isClosed()) throw error;
    });
  await closed;
  const videos = dialog.getByRole('region', { name: 'Pre-class video' });
  await videos.getByRole('button', { name: 'Play Preview video', exact: true }).click();
  // The demo host's real mp4: video.js loads it, knows its length, and one click plays it.
  const video = videos.locator('video');
  // video.js's chunk and the file's metadata load over the network: the replay journeys' 15 s media wait.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectPlaying(video);
  await evidence(page, 'courseware-playing');
  await axe('the screen', SCREEN);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Course 17, Free Conversation, has no modules: find one of its classes, whichever week it is in.
  const free = page.getByRole('article').filter({ hasText: 'Course: Free Conversation' }).first();
  for (const tab of [/^Next Week/, /^More/]) {
    await everyClassCard(page);
    if (await free.isVisible()) break;
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await free.getByRole('button', { name: 'Courseware' }).click();
  await expect(page.getByRole('dialog').getByText('No courseware in the current class.')).toBeVisible();
});

test('courseware on a phone, in Chinese: one tap on 播放 plays the video, Pause is on its control bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('tp.locale', 'zh'));
  await page.reload();
  await page.getByRole('article').filter({ hasNotText: 'Free Conversation' }).first().getByRole('button', { name: '课件' }).click();
  const dialog = page.getByRole('dialog', { name: /^课件/ });
  const videos = dialog.getByRole('region', { name: '课前视频' });
  await videos.getByRole('button', { name: '播放 Preview video', exact: true }).click();
  await expectPlaying(videos.locator('video'));
  await expect(videos.getByRole('button', { name: '暂停' })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Flashcards open the demo host's placeholder in Chinese, readable on the phone.
  const opened = page.waitForEvent('popup');
  await dialog
    .getByRole('region', { name: '单词卡' })
    .getByRole('link', { name: /^打开 Key words/ })
    .click();
  const cards = await opened;
  await cards.setViewportSize({ width: 390, height: 844 });
  await expect(cards.getByRole('heading', { level: 1, name: 'Key words' })).toBeVisible();
  await expect(cards.getByText('此页面是演示学校的单词卡占位页', { exact: false })).toBeVisible();
  await expect(cards.getByRole('button', { name: '关闭此标签页' })).toBeInViewport();
  expect(await cards.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await evidence(cards, 'courseware-flashcards-placeholder-zh-390');
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

test('on a phone a notice stays with its screen: moving on closes it rather than covering the next one (zh)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await (await openAccountMenu(page, ACCOUNTS.teacher.name)).getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '我的课程' })).toBeVisible();
  // The reminder waits to be dismissed (no time-out): on the dashboard it is the teacher's to read.
  await page.clock.fastForward('02:40:00');
  const reminder = notice(page, '10 分钟后上课');
  await expect(reminder).toBeVisible();
  await evidence(page, 'notice-dashboard-zh-390');
  await page.getByRole('button', { name: '展开或收起导航' }).click();
  await page.getByRole('link', { name: '预约课程' }).click();
  await expect(page.getByRole('heading', { name: '预约课程' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await evidence(page, 'notice-booking-zh-390');
});

test('browser reminders blocked: the dashboard says so and how to undo it; once allowed they are on, no reload', async ({
  page,
  browser,
  baseURL,
}) => {
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
  await expect(
    page.getByText('To turn them back on, click the icon at the left of the address bar and set Notifications to “Allow”.', {
      exact: false,
    }),
  ).toBeVisible();
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
    for (const control of [
      page.getByRole('button', { name: /^Account menu of/ }),
      page.getByRole('button', { name: 'Download calendar (.ics)' }),
    ]) {
      expect(overlap(toast, await boxOf(control)), `${width} px: the notice covers ${await control.textContent()}`).toBe(false);
    }
    await shown.getByRole('button', { name: 'Close' }).click(); // closed, for the next width
    await expect(shown).toHaveCount(0);
  }
});
