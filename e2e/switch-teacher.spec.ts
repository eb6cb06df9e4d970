import { expect, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { expectAccessible } from './support/axe';
import {
  ACCOUNTS,
  actingBanner,
  dashboardSummary,
  eraseOfflineCopy,
  LANDING_TIMEOUT,
  dashboardHeading,
  hashRoute,
  nextBearerToken,
  openAccountMenu,
  openSwitchDialog,
  roomsRequest,
  searchTeachers,
  switchUser,
} from './support/app';

test.use({ role: 'admin', language: 'en' });

interface RoomsAnswer {
  rooms: { teacher: { name: string } }[];
}

test('the group admin acts as a teacher of the group and comes back', async ({ page, context, openSignedIn }) => {
  // Two dashboards are compared below: "now" must not move on (a class ending) in between.
  await page.clock.setFixedTime(new Date());
  const token = nextBearerToken(page);
  await openSignedIn();
  const adminToken = await token;
  const adminDashboard = await dashboardSummary(page);

  const teacherRooms = roomsRequest(page, { not: adminToken });
  const name = await switchUser(page, 'admin', 'olivia.smith', /olivia\.smith\.\d+@demo\.school/);
  await expect(actingBanner(page)).toContainText(`Acting as ${name}`);

  // The class list is asked for again with the teacher's token, and the host answers the teacher's classes.
  const request = await teacherRooms;
  expect(request.headers()['authorization']).toMatch(/^Bearer \S+$/);
  const answer = (await (await request.response())!.json()) as RoomsAnswer;
  expect(answer.rooms.length).toBeGreaterThan(0);
  expect(new Set(answer.rooms.map((room) => room.teacher.name))).toEqual(new Set([name]));

  // The screen shows those classes: the same as a fresh tab opened while acting as the teacher.
  const freshTab = await context.newPage();
  // What the host answers now, not the copy this device kept a moment ago (drawn first, its countdowns hidden).
  await eraseOfflineCopy(freshTab);
  await freshTab.goto('/#/dashboard');
  await expect(actingBanner(freshTab)).toContainText(`Acting as ${name}`, { timeout: LANDING_TIMEOUT });
  const teacherDashboard = await dashboardSummary(freshTab);
  await freshTab.close();
  expect(teacherDashboard).not.toEqual(adminDashboard);
  await expect.poll(() => dashboardSummary(page)).toEqual(teacherDashboard);

  const ownRooms = roomsRequest(page, { is: adminToken });
  await page.getByRole('button', { name: 'Back to my account' }).click();
  await ownRooms;
  await expect(actingBanner(page)).toHaveCount(0);
  await expect.poll(() => dashboardSummary(page)).toEqual(adminDashboard);
});

test.describe(() => {
  test.use({ role: 'teacher' });
  test('a teacher has no "Switch user"', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Switch user' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ role: 'superUser' });
  test('the super user picks from the teachers of every group', async ({ page, openSignedIn }) => {
    // Group id 0: the list of all groups is asked for (already on opening).
    const listAll = page.waitForRequest((request) => request.url().endsWith('/api/v1/alg_teachers/list_all_group'));
    await openSignedIn();
    const dialog = await openSwitchDialog(page, 'superUser');
    await listAll;

    // Teacher 2001 is in group 1 "Beijing Tutors", 3005 in group 2 "Shanghai Tutors".
    await expect(await searchTeachers(page, dialog, '.2001@')).toHaveText([/\.2001@demo\.school$/]);
    await expect(await searchTeachers(page, dialog, '.3005@')).toHaveText([/\.3005@demo\.school$/]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const name = await switchUser(page, 'superUser', '.3005@', /\.3005@demo\.school$/);
    await expect(actingBanner(page)).toContainText(`Acting as ${name}`);
    await expect(dashboardHeading(page)).toBeVisible();
  });
});

// Opened already signed in (as "Stay signed in" reopens it), the teacher list is not there yet when the
// dialog opens: the Teacher field must take the focus all the same (it was disabled while loading, so
// the focus stayed on the account button behind the dialog; issue 29).
test('Switch user never offers the admin’s own account, and its list opens on typing or a click, not by itself', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn();
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openSwitchDialog(page, 'admin');
  const teacher = dialog.getByRole('combobox', { name: 'Teacher' });
  // Focused to type at once, yet closed: Cancel and Switch stay in sight.
  await expect(teacher).toBeFocused();
  await expect(teacher).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();

  for (const search of ['Grace Wang', 'admin@demo.school']) {
    await searchTeachers(page, dialog, search);
    await expect(page.getByRole('listbox')).toContainText('No teacher matches');
  }
  await expect(await searchTeachers(page, dialog, 'Emma')).toHaveText(['Emma Li · teacher@demo.school']);

  await teacher.fill('');
  await page.keyboard.press('Escape'); // closes the list, not the dialog
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await teacher.click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option', { name: /Grace Wang/ })).toHaveCount(0);
});

for (const { locale, width } of [
  { locale: 'en', width: 1280 },
  { locale: 'en', width: 390 },
  { locale: 'zh', width: 390 },
] as const) {
  test.describe(() => {
    test.use({ role: 'superUser', language: locale });
    test(`the super user, with no classes of their own, chooses a teacher right on My Courses (${locale}, ${width} px)`, async ({
      page,
      openSignedIn,
    }) => {
      const text = {
        en: {
          heading: 'My Courses',
          start: 'Start by choosing a teacher',
          teacher: 'Teacher',
          switch: 'Switch',
          acting: 'Acting as',
          tab: /^This Week/,
        },
        zh: { heading: '我的课程', start: '请先选择一位老师', teacher: '老师', switch: '切换', acting: '当前身份', tab: /^本周/ },
      }[locale];
      await page.setViewportSize({ width, height: 844 });
      await openSignedIn();

      // Not an empty 0 / 0 / 0: a start that says what to do, and lets them do it here.
      await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
      const start = page.getByRole('region', { name: text.start });
      await expect(start).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      const teacher = start.getByRole('combobox', { name: text.teacher });
      await expect(teacher).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await evidence(page, `super-start-${locale}-${width}`);

      await teacher.fill('.3005@');
      await page
        .getByRole('listbox')
        .getByRole('option', { name: /\.3005@demo\.school$/ })
        .click();
      await start.getByRole('button', { name: text.switch, exact: true }).click();

      // My Courses again, now the teacher's classes.
      await expect(page.getByRole('status').filter({ hasText: text.acting })).toContainText('.3005@demo.school');
      await expect(page.getByRole('tab', { name: text.tab })).toBeVisible();
      await expect(page.getByRole('region', { name: text.start })).toHaveCount(0);
      expect(hashRoute(page.url()).path).toBe('/dashboard');
      await evidence(page, `super-acting-${locale}-${width}`);
    });
  });
}

test('an administrator with classes of their own sees them, not the start', async ({ page, openSignedIn }) => {
  await openSignedIn();
  await expect(page.getByRole('tab', { name: /^This Week/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start by choosing a teacher' })).toHaveCount(0);
});
