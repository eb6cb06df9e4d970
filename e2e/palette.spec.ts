import { expect, type Page, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, accountMenuButton, actingBanner, expectRoute, hashRoute, LANDING_TIMEOUT, recordRequests } from './support/app';
import { CARD_TIMES, classCard, NOW } from './support/class-clock';

/** The command palette, as a screen reader names it. */
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => palette(page).getByRole('combobox');
/** The option the arrows and Enter act on (aria-selected, named by the search field's aria-activedescendant). */
const activeOption = (page: Page) => palette(page).getByRole('option', { selected: true });

/** Ctrl+K, then the query typed key by key. */
async function openAndType(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(search(page)).toHaveValue(query);
}

test.use({ role: 'teacher', clock: NOW, language: 'en' });

test('a teacher goes to a screen, a student and a class of this week by keyboard only', async ({ page, openSignedIn }) => {
  await openSignedIn();
  // The class in progress (10:00-11:00 today) as the dashboard shows it: its student and its waiting room.
  const card = classCard(page, CARD_TIMES.inProgress);
  const student = /Student: (.+)/.exec(await card.getByText(/^Student: /).innerText())![1]!;
  const waitingRoom = (await card.getByRole('link', { name: 'Enter classroom' }).getAttribute('href'))!.replace(/^.*#/, '');

  // A screen by its name: the first match is active, Enter goes there, the palette closes.
  await openAndType(page, 'my stud');
  await expect(activeOption(page)).toHaveAccessibleName(/^My students/);
  await expect(search(page)).toHaveAttribute('aria-activedescendant', (await activeOption(page).getAttribute('id'))!);
  await expect(palette(page).getByRole('status')).toHaveText('1 result');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expectRoute(page, '/wdxs');

  // A student's name finds the student first, then the student's classes, soonest first.
  await openAndType(page, student);
  await expect(activeOption(page)).toHaveAccessibleName(new RegExp(`^${student} Student ID`));
  await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toContainText('2026-06-10 Wed 10:00–11:00');
  await expect(activeOption(page)).toContainText('New York time'); // whose clock, as everywhere a time is shown
  await expect(activeOption(page)).toContainText(student);
  // Enter opens the class's waiting room.
  await page.keyboard.press('Enter');
  await expectRoute(page, waitingRoom);
});

test('finds every student of My students, opening the student, and every class of the loaded weeks', async ({ page, openSignedIn }) => {
  await openSignedIn();
  // Lucy Zhao has homework waiting and no class in the loaded weeks: only My students knows her.
  await openAndType(page, 'lucy');
  const lucy = palette(page)
    .getByRole('group', { name: 'Students' })
    .getByRole('option', { name: /^Lucy Zhao / });
  await expect(lucy).toContainText('homework to review');
  await evidence(page, 'palette-lucy-en');
  await lucy.click();
  await expect(palette(page)).toBeHidden();
  await expect.poll(() => hashRoute(page.url())).toMatchObject({ path: '/wdxs', params: { studentId: expect.stringMatching(/^\d+$/) } });
  await expect(page.getByRole('heading', { name: 'Lucy Zhao' })).toBeVisible();
  await evidence(page, 'palette-lucy-opened-en');

  // A class of next week, by its student.
  await page.getByRole('link', { name: 'My courses' }).click();
  await page.getByRole('tab', { name: /^Next Week/ }).click();
  const nextWeek = page.getByRole('article').first();
  const student = /Students?: ([^,\n]+)/.exec(await nextWeek.getByText(/^Students?: /).innerText())![1]!;
  const date = /\d{4}-\d{2}-\d{2}/.exec(await nextWeek.innerText())![0];
  await openAndType(page, student);
  await expect(palette(page).getByRole('group', { name: 'Classes' }).getByRole('option').filter({ hasText: date }).first()).toBeVisible();
});

test('arrows move through the options, Escape closes and gives the focus back', async ({ page, openSignedIn }) => {
  await openSignedIn();
  await page.getByRole('link', { name: 'Teacher Portal' }).focus();
  await openAndType(page, 'homework');
  const options = palette(page).getByRole('option');
  await expect(options).toHaveText([/Assign homework/, /View homework/]);
  await expect(activeOption(page)).toContainText('Assign homework');
  await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toContainText('View homework');
  await page.keyboard.press('ArrowDown'); // wraps round
  await expect(activeOption(page)).toContainText('Assign homework');
  await page.keyboard.press('ArrowUp');
  await expect(activeOption(page)).toContainText('View homework');

  await page.keyboard.type(' nothing like this');
  await expect(palette(page).getByRole('status')).toContainText('No results');
  await expect(options).toHaveCount(0);
  await expect(search(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Teacher Portal' })).toBeFocused();
  await expectRoute(page, '/dashboard');
});

test.describe(() => {
  test.use({ role: 'admin' });

  test('an administrator switches to a teacher and back by keyboard only', async ({ page, openSignedIn }) => {
    const teacherLists = recordRequests(page, '/api/v1/alg_teachers/list_group');
    await openSignedIn();

    // Their own account is not offered: that is "Back to my account".
    await openAndType(page, 'grace');
    await expect(palette(page).getByRole('group', { name: 'Switch to a teacher' }).getByRole('option')).not.toHaveCount(0);
    await expect(palette(page).getByRole('option', { name: new RegExp(ACCOUNTS.admin.username) })).toHaveCount(0);

    // By username; Enter asks to confirm in the menu's own dialog, its Switch button focused.
    for (let i = 0; i < 'grace'.length; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('olivia.smith');
    await expect(activeOption(page)).toHaveAccessibleName(/^Olivia Smith olivia\.smith\.\d+@demo\.school/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await expect(dialog.getByRole('button', { name: 'Switch' })).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: 'Teacher' })).toHaveValue(/^Olivia Smith · olivia\.smith\.\d+@demo\.school$/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(actingBanner(page)).toContainText('Acting as Olivia Smith');
    await expectRoute(page, '/dashboard');

    // While acting, "Back to my account" comes first.
    await page.keyboard.press('Control+K');
    await expect(search(page)).toBeFocused();
    await expect(activeOption(page)).toHaveAccessibleName(/^Back to my account/);
    await page.keyboard.press('Enter');
    await expect(actingBanner(page)).toHaveCount(0);
    await expect(accountMenuButton(page, ACCOUNTS.admin.name)).toBeVisible();

    // One teacher list for the palette and the dialog: the same query, asked for once.
    expect(teacherLists.urls).toHaveLength(1);
  });

  test('Cancel in the confirmation switches nobody', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const switches = recordRequests(page, '/alg_teachers/get_teacher_token');
    await openAndType(page, 'olivia.smith');
    // Once the teacher list has come (a page just opened may still be asking for it).
    await expect(activeOption(page)).toHaveAccessibleName(/^Olivia Smith olivia\.smith\.\d+@demo\.school/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await expect(dialog.getByRole('button', { name: 'Switch' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Past every timer the closing could leave behind (transitions, debounces): a late switch asks the host now.
    await page.clock.runFor(5000);
    expect(switches.urls, 'a switch asked for after Escape').toEqual([]);
    await expect(actingBanner(page)).toHaveCount(0);
  });

  for (const language of ['en', 'zh'] as const) {
    test.describe(() => {
      test.use({ language });
      test(`the open palette has no serious axe finding (${language})`, async ({ page, openSignedIn }) => {
        await openSignedIn();
        await expect(page.getByRole('banner').getByRole('button', { name: language === 'en' ? 'Go to…' : '前往…' })).toBeVisible({
          timeout: LANDING_TIMEOUT,
        });
        await page.keyboard.press('Control+K');
        const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Command palette' : '命令面板' });
        await expect(dialog.getByRole('combobox')).toBeFocused();
        await page.keyboard.type('li');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expect(dialog.getByRole('status')).toHaveText(/^\d+/);
        await expectAccessible(page);
      });
    });
  }
});
