import { expect as baseExpect, type Locator, type Page, test } from './support/fixtures';
import { expectAccessible, SCREEN_ONLY } from './support/axe';
import { expectTapTargets } from './support/tap-targets';
import {
  changeDraft,
  chooseOption,
  draftKeys,
  expectNoSidewaysScroll,
  openAsTeacher,
  recordCalls,
  TEACHER_AT_CLASS_CLOCK,
} from './support/coursework';

/** After-class practice (/khlx) and Evaluate students (/EvalStudent) over the demo host, at the fixed class clock. */

// Whole journeys over the demo host: a longer look for each step on a busy machine, never a wait.
const expect = baseExpect.configure({ timeout: 20_000 });
// Signed in from the stored state at the class clock.
test.use(TEACHER_AT_CLASS_CLOCK);

const SKILLS = ['Pronunciation', 'Fluency', 'Vocabulary', 'Grammar', 'Participation'];

test('practice: each recent class with its items and every student’s completion; a link for one student', async ({ page }) => {
  await openAsTeacher(page, '/khlx');
  await expect(page.getByRole('heading', { name: 'After-class practice', level: 1 })).toBeVisible();
  const withPractice = page.getByRole('button').filter({ hasText: /\d+% done$/ });
  await expect(withPractice.first()).toBeVisible();
  await expect(
    page
      .getByRole('button')
      .filter({ hasText: /No practice$/ })
      .first(),
  ).toBeVisible();

  await withPractice.first().click();
  await expect(page).toHaveURL(/classId=\d+/);
  const region = page.getByRole('region').filter({ has: page.getByRole('heading', { name: 'Practice items' }) });
  await expect(region.getByRole('heading', { name: 'Practice items' })).toBeVisible();
  for (const kind of [/^Quiz · \d+$/, /^Flashcards · \d+$/, /^Audio · \d+$/, /^Video · \d+$/])
    await expect(region.getByText(kind)).toBeVisible();

  const students = region.getByRole('region');
  const first = students.first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await expect(first.getByRole('progressbar', { name: `Practice done by ${name}` })).toBeVisible();
  await expect(first.getByText(/^\d+ of \d+ done$/)).toBeVisible();
  await expect(first.getByText(/^Quiz: /).first()).toBeVisible();

  // A link for one student of one class (as "my students" makes): the student's id is read from
  // the evaluation screen, which puts it in its address when the student is chosen.
  const classId = /classId=(\d+)/.exec(page.url())?.[1];
  const studentCount = await students.count();
  await page.goto(`/#/EvalStudent?classId=${classId}`);
  await chooseOption(page, page, 'Student', name);
  await expect(page).toHaveURL(/studentId=\d+/);
  const studentId = /studentId=(\d+)/.exec(page.url())?.[1];
  await page.goto(`/#/khlx?classId=${classId}&studentId=${studentId}`);
  await expect(page.getByText('Showing one student only.')).toBeVisible();
  await expect(region.getByRole('region')).toHaveCount(1);
  await expect(region.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Show all students' }).click();
  await expect(region.getByRole('region')).toHaveCount(studentCount);
});

async function rate(form: Locator, page: Page, stars: number[]): Promise<void> {
  for (const [i, skill] of SKILLS.entries()) {
    await form
      .getByRole('radiogroup', { name: skill })
      .getByRole('radio', { name: `${stars[i]} stars` })
      .focus();
    await page.keyboard.press('Space');
  }
}

test('evaluate: the owed list, refusal while incomplete, draft over a reload, one record on a double click, then history', async ({
  page,
}) => {
  await openAsTeacher(page, '/EvalStudent');
  const owedHeading = page.getByRole('heading', { name: /^\d+ evaluations? still owed$/ });
  await expect(owedHeading).toBeVisible();
  const owed = Number(/^(\d+)/.exec((await owedHeading.textContent()) ?? '')?.[1]);
  expect(owed).toBeGreaterThan(1);

  const pick = page
    .getByRole('region', { name: /evaluations? still owed$/ })
    .getByRole('button')
    .last();
  const name = (await pick.getByText(/\S/).first().textContent()) ?? '';
  await pick.click();
  const heading = page.getByRole('heading', { name: `Evaluate ${name}` });
  await expect(heading).toBeFocused();
  const form = page.getByRole('form', { name: `Evaluation of ${name}` });

  const posts = recordCalls(page, 'POST', /\/api\/v1\/alg_evaluations$/);
  await form.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(form.getByText('Give 1 to 5 stars.')).toHaveCount(5);
  await expect(form.getByText('Write a short comment.')).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Rate every skill from 1 to 5 stars.' })).toBeVisible();
  expect(posts).toHaveLength(0);

  await rate(form, page, [4, 3, 5, 4, 5]);
  await changeDraft(page, 'evaluation:', () =>
    form.getByRole('textbox', { name: 'Comment' }).fill('Speaks with confidence; review irregular past forms.'),
  );
  expect(await draftKeys(page, 'evaluation:')).toHaveLength(1);
  await page.reload();
  await expect(form.getByText('Your unsent draft was restored.')).toBeVisible();
  await expect(form.getByRole('radiogroup', { name: 'Fluency' }).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('Speaks with confidence; review irregular past forms.');

  await form.getByRole('button', { name: 'Submit evaluation' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: `The evaluation of ${name} was saved.` })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect.poll(() => draftKeys(page, 'evaluation:')).toHaveLength(0);
  await expect(page.getByText('Already evaluated for this class')).toBeVisible();
  await expect(owedHeading).toHaveText(`${owed - 1} ${owed - 1 === 1 ? 'evaluation' : 'evaluations'} still owed`);
  const past = page.getByRole('region', { name: `Past evaluations of ${name}` });
  await expect(past.getByRole('article').first()).toContainText('Speaks with confidence; review irregular past forms.');
  await expect(past.getByRole('article').first()).toContainText('Fluency: ★★★☆☆ 3 of 5');
});

test('evaluate: a second tab that submits the same evaluation is refused by the host', async ({ page, context }) => {
  await openAsTeacher(page, '/EvalStudent');
  const pick = page.getByRole('button').filter({ hasText: / · / }).first();
  await pick.click();
  await expect(page).toHaveURL(/studentId=\d+/);
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);

  for (const tab of [page, other]) {
    const form = tab.getByRole('form', { name: /^Evaluation of / });
    await rate(form, tab, [3, 3, 3, 3, 3]);
    await form.getByRole('textbox', { name: 'Comment' }).fill('Steady progress.');
  }
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /was saved\.$/ })).toBeVisible();
  await other.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'This student has already been evaluated for this class.' })).toBeVisible();
});

for (const locale of ['en', 'zh'] as const) {
  test(`evaluate on a phone (${locale}): the chosen class is read whole under its picker, not cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsTeacher(page, '/EvalStudent', locale);
    const picker = page.getByRole('combobox', { name: locale === 'en' ? 'Class' : '课程' });
    await picker.click();
    const lines = await page.getByRole('listbox').getByRole('option').allTextContents();
    const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
    await page.getByRole('listbox').getByRole('option', { name: longest, exact: true }).click();
    await expect(picker).toHaveValue(longest);
    // The input shows one line and cuts it; the whole line is right under it (the owed list may show it too, further down).
    const under = await picker.boundingBox();
    const whole = [];
    for (const text of await page.getByText(longest, { exact: true }).all()) {
      const box = await text.boundingBox();
      if (box && under && box.y >= under.y + under.height && box.y <= under.y + under.height + 24)
        whole.push({ box, clipped: await text.evaluate((el) => el.scrollWidth > el.clientWidth) });
    }
    expect(whole).toHaveLength(1);
    expect(whole[0]!.clipped).toBe(false);
    expect(whole[0]!.box.x + whole[0]!.box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
  });

  test(`practice and evaluation are accessible in ${locale} and fit 390 px`, async ({ page }) => {
    await openAsTeacher(page, '/khlx', locale);
    await page.getByRole('button').filter({ hasText: /\d+%/ }).first().click();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expectAccessible(page, 'the screen', SCREEN_ONLY);
    await page.goto('/#/EvalStudent');
    // A hash change is the router's to follow: the practice rows (also "… · name") are still there until it has.
    await expect(page.getByRole('heading', { name: locale === 'en' ? 'Evaluate students' : '学生评价', level: 1 })).toBeVisible();
    await page.getByRole('button').filter({ hasText: / · / }).first().click();
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
    await expectAccessible(page, 'the screen', SCREEN_ONLY);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    // Each star a finger's target, as every other control (issue 39: they were 20 px tall).
    const star = page.getByRole('radiogroup').first().locator('label').first();
    expect((await star.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectTapTargets(page, 'the evaluation form at 390 px');
    await page.goto('/#/khlx');
    await expectNoSidewaysScroll(page);
  });
}
