import { expect as baseExpect, type Locator, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { openAsTeacher, TEACHER_AT_CLASS_CLOCK } from './support/coursework';
import { expectNoSidewaysScroll } from './support/quality';
import { evidence } from './support/evidence';

// Whole journeys over the demo host: a longer look for each step on a busy machine, never a wait.
const expect = baseExpect.configure({ timeout: 20_000 });
// Signed in from the stored state at the class clock.
test.use(TEACHER_AT_CLASS_CLOCK);

/**
 * The seeded student: at the class clock (e2e/support/class-clock.ts) Amy Zhou, first of the demo teacher's
 * students, has four past classes with results. Her fluency went 2 -> 4 -> 5 in the three evaluated ones.
 */
const STUDENT = 'Amy Zhou';
const TEXT = {
  en: {
    progress: 'Progress at a glance',
    trend: 'Fluency up over the last 4 classes',
    chart: /^Chart of the last 4 classes/,
    caption: 'Results of the last 4 classes',
    show: 'Show the numbers',
    hide: 'Hide the numbers',
  },
  zh: {
    progress: '学习进展一览',
    trend: '流利度在最近 4 节课中有所提高',
    chart: /^最近 4 节课的图表/,
    caption: '最近 4 节课的成绩',
    show: '显示数字',
    hide: '隐藏数字',
  },
} as const;

async function openStudent(page: Page, language: 'en' | 'zh', student = STUDENT): Promise<Locator> {
  await openAsTeacher(page, '/wdxs', language);
  const list = page.getByRole('navigation', { name: language === 'en' ? 'Students' : '学生' });
  await list.getByRole('link', { name: new RegExp(`^${student}`) }).click();
  const progress = page.getByRole('region', { name: TEXT[language].progress });
  await expect(progress.getByRole('img', { name: TEXT[language].chart })).toBeVisible();
  return progress;
}

/** The table's cells, row by row (header row first), as their text. */
const tableRows = (table: Locator) =>
  table.getByRole('row').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())));

for (const language of ['en', 'zh'] as const) {
  test(`a student's progress: trend, chart, and the numbers as a table (${language})`, async ({ page }) => {
    test.slow(); // axe over the chart and its table (over 60 s at load 21 on this 2-core machine)
    const progress = await openStudent(page, language);
    const text = TEXT[language];
    await expect(progress.getByText(text.trend, { exact: true })).toBeVisible();

    // The table is there for a screen reader from the start, on screen once asked for.
    const table = progress.getByRole('table', { name: text.caption });
    await expect(table.getByRole('row')).toHaveCount(1 + 4);
    const toggle = progress.getByRole('button', { name: text.show });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await table.scrollIntoViewIfNeeded();
    await expect(table).not.toBeInViewport({ ratio: 0.01 }); // clipped to nothing
    await expectAccessible(page);

    await toggle.click();
    await expect(progress.getByRole('button', { name: text.hide })).toHaveAttribute('aria-expanded', 'true');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeInViewport({ ratio: 0.5 });
    await expectAccessible(page);

    // On a phone the table scrolls in its own box, not the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expect(progress.getByRole('img', { name: text.chart })).toBeInViewport({ ratio: 0.1 });
  });
}

/** The chart's date axis as drawn: its texts that are dates ("6/7", "2027/1/5"). */
const axisLabels = async (chart: Locator) =>
  (await chart.locator('text').allTextContents()).filter((text) => /^(\d{4}\/)?\d{1,2}\/\d{1,2}$/.test(text));

/**
 * The centres of the chart's columns (its marks: circles, quiz squares, practice bars; one column per class)
 * and of its date labels, left to right, and whether two labels overlap: measured in the drawing.
 */
const axisLayout = (chart: Locator) =>
  chart.evaluate((svg) => {
    const box = (element: Element) => (element as SVGGraphicsElement).getBBox();
    const centre = (element: Element) => box(element).x + box(element).width / 2;
    const columns = [...new Set([...svg.querySelectorAll('circle, rect')].map((mark) => Math.round(centre(mark))))].sort((a, b) => a - b);
    const labels = [...svg.querySelectorAll('text')].filter((text) => /^(\d{4}\/)?\d{1,2}\/\d{1,2}$/.test(text.textContent ?? ''));
    const boxes = labels.map(box);
    const overlap = boxes.some((a, i) =>
      boxes.some((b, j) => i < j && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
    );
    return { columns, labels: labels.map(centre), overlap };
  });

for (const language of ['en', 'zh'] as const) {
  test(`on a phone (${language}): two classes on one date, each class its own date label centred under its column`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Lucy Zhao's last four classes with results: 5/29, 6/6, and two on 6/7.
    const progress = await openStudent(page, language, 'Lucy Zhao');
    const chart = progress.getByRole('img', { name: TEXT[language].chart });
    expect(await axisLabels(chart)).toEqual(['5/29', '6/6', '6/7', '6/7']);
    const { columns, labels, overlap } = await axisLayout(chart);
    expect(columns).toHaveLength(4);
    labels.forEach((x, i) => expect(Math.abs(x - columns[i]!)).toBeLessThan(1.5));
    expect(overlap).toBe(false);
    const rows = await tableRows(progress.getByRole('table', { name: TEXT[language].caption }));
    expect(rows.slice(1).map((cells) => cells[0]!.split(' ')[0])).toEqual(['5/29', '6/6', '6/7', '6/7']);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeInViewport();
    await evidence(page, `progress-chart-4-classes-390-${language}`);
    await expectNoSidewaysScroll(page);
  });
}

test('the table says what the past classes say, and a missing score is "none"', async ({ page }) => {
  const progress = await openStudent(page, 'en');
  const rows = await tableRows(progress.getByRole('table', { name: TEXT.en.caption }));
  expect(rows[0]).toEqual([
    'Class',
    'Evaluation (mean)',
    'Pronunciation',
    'Fluency',
    'Vocabulary',
    'Grammar',
    'Participation',
    'Practice done',
    'Quiz score',
  ]);

  // Each evaluated class of the list below ("Pronunciation 3/5 · Fluency 5/5 · ...") has the same ratings in its row.
  const evaluated = page
    .getByRole('region', { name: /^Past classes/ })
    .getByRole('article')
    .filter({ hasText: /Pronunciation \d\/5/ });
  await expect(evaluated).toHaveCount(3);
  for (const article of await evaluated.all()) {
    const title = (await article.getAttribute('aria-label'))!.replace(/^\S+ /, '');
    const ratings = [...(await article.innerText()).matchAll(/(\d)\/5/g)].map((m) => m[1]!);
    const row = rows.find((cells) => cells[0]!.endsWith(title))!;
    expect(row.slice(2, 7)).toEqual(ratings);
    const mean = ratings.reduce((sum, r) => sum + Number(r), 0) / ratings.length;
    expect(row[1]).toBe(String(Math.round(mean * 10) / 10));
  }
  // The class not evaluated yet: its rating cells read "none" (a dash on screen), its practice is there.
  const pending = rows.find((cells) => cells[2] !== undefined && /none/.test(cells[2]))!;
  expect(pending.slice(1, 7).every((cell) => /none/.test(cell))).toBe(true);
  expect(pending[7]).toMatch(/^\d+ of \d+$/);
});

test('beside the evaluation form, and up to date once the evaluation is saved', async ({ page }) => {
  await openAsTeacher(page, '/EvalStudent');
  await page
    .getByRole('region', { name: /evaluations? still owed$/ })
    .getByRole('button', { name: new RegExp(`^${STUDENT}`) })
    .click();
  const progress = page.getByRole('region', { name: `Progress of ${STUDENT}` });
  await expect(progress.getByText(TEXT.en.trend, { exact: true })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: `Evaluation of ${STUDENT}` });
  for (const skill of ['Pronunciation', 'Fluency', 'Vocabulary', 'Grammar', 'Participation']) {
    await form.getByRole('radiogroup', { name: skill }).getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await form.getByRole('textbox', { name: 'Comment' }).fill('A hard day: tired and quiet.');
  await form.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The evaluation of ${STUDENT} was saved.` })).toBeVisible();

  // The newest class now has ratings of 1: pronunciation (4, 5, 3, then 1) fell the most.
  await expect(progress.getByText('Pronunciation down over the last 4 classes', { exact: true })).toBeVisible();
  const rows = await tableRows(progress.getByRole('table', { name: TEXT.en.caption }));
  expect(rows.at(-1)!.slice(1, 7)).toEqual(['1', '1', '1', '1', '1', '1']);
});
