import { expect as baseExpect, type Page, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { expectAccessible, SCREEN_ONLY } from './support/axe';
import {
  changeDraft,
  chooseOption,
  draftKeys,
  expectNoSidewaysScroll,
  openAsTeacher,
  recordCalls,
  TEACHER_AT_CLASS_CLOCK,
} from './support/coursework';

/** View homework (/ReviewAssignments) over the demo host, at the fixed class clock. */

// Whole journeys over the demo host: a longer look for each step on a busy machine, never a wait.
const expect = baseExpect.configure({ timeout: 20_000 });
// Signed in from the stored state at the class clock.
test.use(TEACHER_AT_CLASS_CLOCK);

const cards = (page: Page) => page.getByRole('article');
const owedLine = (page: Page) => page.getByRole('status').filter({ hasText: /submissions? awaiting feedback$/ });
/** Each card as its heading and hand-in time, in the order on screen. */
const cardOrder = (page: Page) =>
  cards(page).evaluateAll((list) =>
    list.map(
      (card) => `${card.querySelector('h2')?.textContent} @ ${card.querySelector('h2')?.parentElement?.lastElementChild?.textContent}`,
    ),
  );
const owedNumber = async (page: Page) => Number(/^(\d+)/.exec((await owedLine(page).textContent()) ?? '')?.[1]);

test('owed feedback first; grade one (draft kept over a reload, one call on a double click); it joins the graded', async ({ page }) => {
  await openAsTeacher(page, '/ReviewAssignments');
  await expect(page.getByRole('heading', { name: 'View homework', level: 1 })).toBeVisible();
  await expect(owedLine(page)).toBeVisible();
  const owed = await owedNumber(page);
  expect(owed).toBeGreaterThan(1);

  // The queue: every owed submission before any graded one.
  const badges = await cards(page)
    .getByText(/^(Awaiting feedback|Graded · \d+ \/ 100)$/)
    .allTextContents();
  expect(badges.slice(0, owed).every((b) => b === 'Awaiting feedback')).toBe(true);
  expect(badges.slice(owed).every((b) => b.startsWith('Graded'))).toBe(true);

  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const handedIn = (await card.getByText(/^Handed in /).textContent()) ?? '';
  const student = title.split(' · ')[0]!;
  // The same card wherever the queue puts it: its heading and its hand-in time.
  const mine = cards(page)
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .filter({ hasText: handedIn });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(/^Student's work/)).toBeVisible();
  const gradeForm = mine.getByRole('form', { name: `Grade for ${student}` });

  await gradeForm.getByRole('button', { name: 'Save grade' }).click();
  await expect(gradeForm.getByText('Give a whole number from 0 to 100.')).toBeVisible();
  await gradeForm.getByRole('textbox', { name: 'Score (0–100)' }).fill('88');
  await changeDraft(page, 'homework-grade:', () =>
    gradeForm.getByRole('textbox', { name: 'Comment' }).fill('Good work — check question 3 again.'),
  );
  expect(await draftKeys(page, 'homework-grade:')).toHaveLength(1);

  await page.reload();
  await expect(gradeForm.getByRole('textbox', { name: 'Score (0–100)' })).toHaveValue('88');
  await expect(gradeForm.getByRole('textbox', { name: 'Comment' })).toHaveValue('Good work — check question 3 again.');

  const posts = recordCalls(page, 'POST', /\/api\/v1\/alg_homework\/submissions\/\d+\/grade$/);
  const order = await cardOrder(page);
  await gradeForm.getByRole('button', { name: 'Save grade' }).dblclick();
  await expect(owedLine(page)).toHaveText(`${owed - 1} ${owed - 1 === 1 ? 'submission' : 'submissions'} awaiting feedback`);
  expect(posts).toHaveLength(1);
  await expect(mine.getByText('Graded · 88 / 100')).toBeVisible();
  // Said where the teacher is, and the card stays in its place (first) with the focus in it.
  await expect(mine.getByRole('status')).toHaveText('✓ Grade saved: 88 / 100');
  await expect(mine.getByRole('status')).toBeFocused();
  expect(await cardOrder(page)).toEqual(order);
  await expect(mine.getByText('Good work — check question 3 again.')).toBeVisible();
  await expect.poll(() => draftKeys(page, 'homework-grade:')).toHaveLength(0);
});

const GRADING = {
  en: {
    score: 'Score (0–100)',
    save: 'Save grade',
    form: (name: string) => `Grade for ${name}`,
    range: 'Give a whole number from 0 to 100.',
    saved: '✓ Grade saved: 90 / 100',
  },
  zh: {
    score: '分数（0–100）',
    save: '保存批改',
    form: (name: string) => `批改 ${name} 的作业`,
    range: '请填写 0 到 100 之间的整数。',
    saved: '✓ 批改已保存：90 / 100',
  },
} as const;

for (const locale of ['en', 'zh'] as const) {
  test(`on a phone (${locale}): 150 of 100 is refused with a message, not clamped; the saved grade is confirmed in place`, async ({
    page,
  }) => {
    const text = GRADING[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsTeacher(page, '/ReviewAssignments', locale);
    // The second owed card: below the fold on a phone, so keeping the place means keeping the scroll.
    await expect(owedLine(page).or(page.getByRole('status').filter({ hasText: /份作业待批改$/ }))).toBeVisible();
    const card = cards(page).nth(1);
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const handedIn = (await card.getByText(locale === 'en' ? /^Handed in / : /^提交于 /).textContent()) ?? '';
    const mine = cards(page)
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .filter({ hasText: handedIn });
    const form = mine.getByRole('form', { name: text.form(title.split(' · ')[0]!) });
    const score = form.getByRole('textbox', { name: text.score });
    const posts = recordCalls(page, 'POST', /\/api\/v1\/alg_homework\/submissions\/\d+\/grade$/);

    await score.fill('150');
    await score.blur();
    await expect(score).toHaveValue('150');
    await expect(form.getByText(text.range)).toBeVisible();
    await evidence(page, `grade-out-of-range-${locale}-390`);
    await form.getByRole('button', { name: text.save }).click();
    await expect(score).toHaveValue('150');
    expect(posts).toHaveLength(0);

    await score.fill('90');
    await expect(form.getByText(text.range)).toHaveCount(0);
    const order = await cardOrder(page);
    await form.getByRole('button', { name: text.save }).click();
    const saved = mine.getByRole('status');
    await expect(saved).toHaveText(text.saved);
    await expect(saved).toBeFocused();
    await expect(saved).toBeInViewport();
    expect(await cardOrder(page)).toEqual(order);
    await evidence(page, `grade-saved-in-place-${locale}-390`);
    expect(posts).toHaveLength(1);
    await expectNoSidewaysScroll(page);
  });
}

test('filters by class and by student, and a link with both opens them filtered', async ({ page }) => {
  await openAsTeacher(page, '/ReviewAssignments');
  await expect(owedLine(page)).toBeVisible();
  const total = await cards(page).count();

  const classLine =
    (await cards(page)
      .first()
      .getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d · /)
      .textContent()) ?? '';
  await chooseOption(page, page, 'Class', classLine);
  await expect.poll(() => cards(page).count()).toBeLessThan(total);
  for (const line of await cards(page)
    .getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d · /)
    .allTextContents())
    expect(line).toBe(classLine);
  const { classId } = Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1]));
  expect(Number(classId)).toBeGreaterThan(0);

  const student = ((await cards(page).first().getByRole('heading').textContent()) ?? '').split(' · ')[0]!;
  await chooseOption(page, page, 'Student', student);
  await expect(page).toHaveURL(/studentId=\d+/);
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => (await cards(page).getByRole('heading').allTextContents()).every((h) => h.startsWith(`${student} · `)))
    .toBe(true);

  const studentId = /studentId=(\d+)/.exec(page.url())?.[1];
  await page.goto('/#/dashboard');
  await page.goto(`/#/ReviewAssignments?classId=${classId}&studentId=${studentId}`);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(classLine);
  await expect(page.getByRole('combobox', { name: 'Student' })).toHaveValue(student);

  await page.goto('/#/ReviewAssignments?classId=1');
  await expect(page.getByText('No handed-in homework matches.')).toBeVisible();
});

for (const locale of ['en', 'zh'] as const) {
  test(`is accessible in ${locale} and fits 390 px`, async ({ page }) => {
    test.slow(); // axe over every card of the screen (37-58 s at load 20 on this 2-core machine)
    await openAsTeacher(page, '/ReviewAssignments', locale);
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page, 'the screen', SCREEN_ONLY);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
}
