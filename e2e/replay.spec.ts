import { expect, type Locator, type OpenSignedIn, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { evidence } from './support/evidence';
import { dashboardHeading, expectRoute, hashRoute, signIn } from './support/app';

// A fresh demo host per test: page 1 of the history starts with an HLS, an mp4 and an mp3 recording.
const HLS = 0;
const MP4 = 1;
const MP3 = 2;
// For the first look after a reload or a lazy chunk (video.js ~200 KB, the editor ~130 KB gzipped): a ceiling, not a wait.
const LOADED = { timeout: 20_000 };

test.use({ role: 'teacher', language: 'en' });
// Real media plays for real seconds, and the comment journey reloads into the editor (about 40 s at load 12
// on this 2-core machine, signed in or not): a higher ceiling, not a wait.
test.slow();

async function openHistory(page: Page, openSignedIn: OpenSignedIn): Promise<void> {
  await openSignedIn('/#/kchf');
  await expect(page.getByRole('heading', { name: 'Class replay', level: 1 })).toBeVisible(LOADED);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Replay: / });
const player = (page: Page) => dialog(page).getByRole('region', { name: 'Video Player' });
// The media element itself has no role; read it through the player region.
const mediaState = (region: Locator) =>
  region.evaluate((el) => {
    const media = el.querySelector('video')!;
    return { time: media.currentTime, rate: media.playbackRate, paused: media.paused };
  });

async function openReplay(page: Page, index: number): Promise<Locator> {
  const card = page.getByRole('article').nth(index);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'Replay' }).click();
  await expect(dialog(page)).toHaveAccessibleName(`Replay: ${title}`, LOADED);
  return dialog(page);
}

async function playFor(page: Page, seconds: number): Promise<void> {
  await expect(player(page)).toBeVisible(LOADED);
  await player(page).getByRole('button', { name: 'Play Video' }).click();
  await expect.poll(async () => (await mediaState(player(page))).time, { timeout: 15_000 }).toBeGreaterThan(seconds);
}

test('pages through the history with the page in the URL; the next page is fetched before it is asked for', async ({
  page,
  openSignedIn,
}) => {
  await openHistory(page, openSignedIn);
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/alg_classes\/histories\/(\d+)\/\d+$/.exec(new URL(request.url()).pathname);
    if (match) requested.push(match[1]!);
  });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(10, LOADED);
  const firstTitles = await page.getByRole('article').getByRole('heading').allTextContents();
  await expect.poll(() => requested).toContain('2');
  const before = requested.length;

  await page.getByRole('button', { name: 'Next page' }).click();
  await expectRoute(page, '/kchf', { page: '2' });
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.getByRole('article').getByRole('heading').allTextContents()).not.toEqual(firstTitles);
  // Page 2 came from the prefetch; only page 3 is fetched now, ahead of time.
  await expect.poll(() => requested.slice(before)).toEqual(['3']);

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expectRoute(page, '/kchf', { page: '1' });
  await expect.poll(() => page.getByRole('article').getByRole('heading').allTextContents()).toEqual(firstTitles);

  await page.goto(`/#/kchf?page=5`);
  await expect(page.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toHaveCount(5);
  // The screen itself (the shell around it is checked by its own tests).
  await expectAccessible(page, 'the replay history', { include: ['main'] });
});

test('an HLS replay plays, answers the keyboard, and is disposed on close', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  await openReplay(page, HLS);
  await playFor(page, 1);
  await player(page).getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('>');
  await expect.poll(async () => (await mediaState(player(page))).rate).toBe(1.25);
  await page.keyboard.press('k');
  await expect.poll(async () => (await mediaState(player(page))).paused).toBe(true);

  await dialog(page).getByRole('button', { name: 'Close the replay' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Video Player' })).toHaveCount(0);
  await expectRoute(page, '/kchf');
});

test('an mp4 replay plays; a note pinned to the current moment takes the player back there', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  const replay = await openReplay(page, MP4);
  await expect(replay.getByText('No notes yet.', { exact: false })).toBeVisible();
  await playFor(page, 1);

  // Pause with the keyboard so the moment stays put while the note is written.
  await player(page).getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('k');
  await expect.poll(async () => (await mediaState(player(page))).paused).toBe(true);
  const pausedAt = (await mediaState(player(page))).time;
  const pinned = `0:0${Math.floor(pausedAt)}`;
  await replay.getByRole('textbox', { name: 'Note' }).fill('Tom mixed up "he" and "she"');
  await replay.getByRole('button', { name: `Pin at ${pinned}` }).click();
  const note = replay.getByRole('button', { name: `Go to ${pinned}: Tom mixed up "he" and "she"` });
  await expect(note).toBeVisible();
  await expect(replay.getByRole('textbox', { name: 'Note' })).toHaveValue('');

  // Jump ahead with the keyboard, then back to the note, which plays from there.
  await player(page).getByRole('button', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('l');
  await expect.poll(async () => (await mediaState(player(page))).time).toBeGreaterThan(pausedAt + 5);
  await note.click();
  const afterSeek = await mediaState(player(page));
  expect(afterSeek.time).toBeGreaterThanOrEqual(Math.floor(pausedAt * 10) / 10);
  expect(afterSeek.time).toBeLessThan(pausedAt + 1);
  await expect.poll(async () => (await mediaState(player(page))).paused).toBe(false);

  // Notes are kept by the host: still there after a reload.
  await page.reload();
  await expect(dialog(page).getByRole('button', { name: `Go to ${pinned}: Tom mixed up "he" and "she"` })).toBeVisible(LOADED);
});

test('an mp3 replay plays as audio (control bar only) and seeks', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  await openReplay(page, MP3);
  await expect(player(page)).toBeVisible(LOADED);
  await expect(player(page).getByRole('button', { name: 'Play Video' })).toBeHidden();
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await mediaState(player(page))).time, { timeout: 15_000 }).toBeGreaterThan(1);
  await player(page).getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Home');
  await expect.poll(async () => (await mediaState(player(page))).time).toBeLessThan(1);
});

test('a recording whose file cannot be had says so in the portal’s words, with Try again; offline, it plays by itself once the network is back', async ({
  page,
  context,
  openSignedIn,
}) => {
  await openHistory(page, openSignedIn);
  // Its server refuses the file once: the portal's message (video.js's own is off), and Try again plays it.
  await context.route(/\/sample\.mp4$/, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }), { times: 1 });
  const replay = await openReplay(page, MP4);
  const failed = replay.getByRole('alert', { name: 'Could not play this recording' });
  await expect(failed).toContainText('Its file could not be downloaded, or this browser cannot play it.', LOADED);
  await evidence(page, 'replay-media-failed');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(player(page)).toBeFocused();
  await playFor(page, 1);
  await replay.getByRole('button', { name: 'Close' }).first().click();
  await expect(replay).toHaveCount(0);

  // Offline, a recording never downloaded: the portal says it loads by itself, and it does, untouched.
  await context.setOffline(true);
  await openReplay(page, MP3);
  const offline = dialog(page).getByRole('alert', { name: 'Could not play this recording' });
  await expect(offline).toContainText('You are offline: it loads by itself once the connection is back.', LOADED);
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await mediaState(player(page))).time, { timeout: 15_000 }).toBeGreaterThan(1);
});

test('a comment draft survives a reload; saving sends once; the comment is shown sanitized', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/comment')) saves.push(request.postData() ?? '');
  });
  let replay = await openReplay(page, HLS);
  await replay.getByRole('button', { name: 'Write a comment' }).click();
  const editor = replay.getByRole('textbox', { name: 'Teacher comment' });
  await expect(editor).toBeVisible(LOADED);
  await editor.fill('Great pronunciation today <img src=x onerror=alert(1)>');
  await replay.getByRole('button', { name: 'Bold' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) =>
          key.endsWith(':replay-comment:' + new URLSearchParams(location.hash.split('?')[1]).get('replay')),
        ),
      ),
    )
    .toBe(true);

  await page.reload();
  replay = dialog(page);
  await expect(replay.getByText('Your unsaved draft was restored.')).toBeVisible(LOADED);
  await expect(replay.getByRole('textbox', { name: 'Teacher comment' })).toContainText('Great pronunciation today', LOADED);

  await replay.getByRole('button', { name: 'Save comment' }).dblclick();
  await expect(page.getByRole('alert').filter({ hasText: 'Comment saved.' })).toBeVisible();
  await expect(replay.getByRole('button', { name: 'Edit comment' })).toBeVisible();
  await expect(replay.getByText('Great pronunciation today')).toBeVisible();
  // Typed as text, so the markup arrives escaped; nothing runs either way.
  await expect(replay.getByRole('region', { name: 'Teacher comment' }).getByRole('img')).toHaveCount(0);
  expect(saves).toHaveLength(1);

  await page.reload();
  await expect(dialog(page).getByRole('button', { name: 'Edit comment' })).toBeVisible(LOADED);
  await expect(dialog(page).getByText('Your unsaved draft was restored.')).toHaveCount(0);
});

test('confirms the class state; the homework shortcuts carry the class and the student', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  const replay = await openReplay(page, HLS);
  const { replay: classId } = hashRoute(page.url()).params;
  await expect(replay.getByRole('link', { name: 'Assign homework' })).toHaveAttribute('href', `#/Assignments?classId=${classId}`);
  await expect(replay.getByRole('link', { name: 'Review homework' })).toHaveAttribute(
    'href',
    new RegExp(`^#/ReviewAssignments\\?classId=${classId}&studentId=\\d+$`),
  );

  const confirm = replay.getByRole('button', { name: 'Confirm class state' });
  await expect(confirm).toBeDisabled();
  await replay.getByRole('radio', { name: 'Student absent' }).check();
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Class state confirmed: Student absent' })).toBeVisible();
  await expect(replay.getByText('Now: Student absent')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, 'the replay with its comment', { include: ['[role="dialog"]'] });

  await replay.getByRole('button', { name: 'Close the replay' }).click();
  await expect(page.getByRole('article').nth(HLS).getByText('Student absent')).toBeVisible();
});

test('at 390 px the list and the replay fit the width', async ({ page, openSignedIn }) => {
  await openHistory(page, openSignedIn);
  await page.setViewportSize({ width: 390, height: 844 });
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideways()).toBe(true);
  const replay = await openReplay(page, MP4);
  await expect(player(page)).toBeVisible(LOADED);
  await expect(replay.getByRole('button', { name: 'Write a comment' })).toBeVisible();
  expect(await noSideways()).toBe(true);
  expect(await replay.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

// The sign-in itself is part of what this one checks: through the form, from a signed-out page.
test.describe(() => {
  test.use({ role: null });
  test('video.js is loaded only when a replay opens: not by sign-in, the dashboard or the history list', async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    // A string only video.js's own code contains.
    const withVideoJs = async () =>
      (await Promise.all(scripts)).filter((script) => script.body.includes('VIDEOJS_NO_DYNAMIC_STYLE')).map((s) => s.url);

    await signIn(page, 'teacher');
    await expect(dashboardHeading(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(3);
    expect(await withVideoJs()).toEqual([]);

    await page.getByRole('link', { name: 'Class replay' }).click();
    await expect(page.getByRole('article')).toHaveCount(10, LOADED);
    expect(await withVideoJs()).toEqual([]);

    await openReplay(page, HLS);
    await expect(player(page)).toBeVisible(LOADED);
    expect(await withVideoJs()).toHaveLength(1);
  });
});
