import { expect as baseExpect, type OpenSignedIn, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { expectRoute } from './support/app';

// Whole journeys over the in-browser demo host: slow on a loaded machine, never waiting on purpose.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ role: 'teacher', language: 'en' });

const studentList = (page: Page) => page.getByRole('navigation', { name: 'Students' });

async function openMyStudents(page: Page, openSignedIn: OpenSignedIn) {
  await openSignedIn('/#/wdxs');
  await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
}

test('search the students, open one: classes, homework, evaluations and links to act on them', async ({ page, openSignedIn }) => {
  await openMyStudents(page, openSignedIn);
  const all = studentList(page).getByRole('link');
  await expect(all.first()).toBeVisible();
  const total = await all.count();
  await expect(page.getByText(`${total} students`)).toBeVisible();
  // "Next class" times are the teacher's: the list says whose clock (no student is open yet).
  await expect(page.getByText('Times are in New York time.')).toHaveCount(1);

  // The student of a class to come: searched by part of the name, in another case.
  const withClass = all.filter({ hasText: 'Next class:' }).first();
  const name = (await withClass.getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/).textContent())!;
  await page.getByRole('searchbox', { name: 'Search students' }).fill(name.toUpperCase().slice(0, -1));
  await expect(studentList(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  expect(await all.count()).toBeLessThan(total);
  await studentList(page)
    .getByRole('link', { name: new RegExp(name) })
    .click();

  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('heading', { name, level: 2 })).toBeVisible();
  const id = (await panel.getByText(/^Student ID \d+/).textContent())!.match(/\d+/)![0];
  await expectRoute(page, '/wdxs', { q: name.toUpperCase().slice(0, -1), studentId: id });
  await expect(panel.getByRole('heading', { name: /^Upcoming classes \([1-9]\d*\)$/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Past classes \(\d+\)$/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Assign homework', exact: true })).toHaveAttribute('href', `#/Assignments?studentId=${id}`);
  await expect(panel.getByRole('link', { name: /^Review homework( \(\d+\))?$/ })).toHaveAttribute(
    'href',
    `#/ReviewAssignments?studentId=${id}`,
  );
  await expect(panel.getByRole('link', { name: /^Evaluate( \(\d+\))?$/ })).toHaveAttribute('href', `#/EvalStudent?studentId=${id}`);
  await expect(panel.getByRole('link', { name: 'Class replay', exact: true })).toHaveAttribute('href', '#/kchf');

  // A reload keeps the search and the open student (both live in the URL).
  await page.reload();
  await expect(page.getByRole('region', { name }).getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveValue(name.toUpperCase().slice(0, -1));

  await expectAccessible(page, 'an open student');
});

test('past classes show their state, homework status and the evaluation given', async ({ page, openSignedIn }) => {
  await openMyStudents(page, openSignedIn);
  // A student owed an evaluation has a completed class without one.
  await studentList(page).getByRole('link').filter({ hasText: 'evaluation' }).first().click();
  const past = page.getByRole('region', { name: /^Past classes/ });
  await expect(past.getByRole('article').first()).toBeVisible();
  await expect(past.getByText('Not evaluated').first()).toBeVisible();
  await expect(past.getByText('Completed').first()).toBeVisible();
  await expect(past.getByText(/^(No homework|Homework assigned|Homework to review|Homework reviewed)$/).first()).toBeVisible();
});

test('no match, and a student who is not yours', async ({ page, openSignedIn }) => {
  await openMyStudents(page, openSignedIn);
  await page.getByRole('searchbox', { name: 'Search students' }).fill('zzz-nobody');
  await expect(page.getByText('No student matches the search.')).toBeVisible();
  await expect(page.getByText('0 students')).toBeVisible();

  await page.goto('/#/wdxs?studentId=49999');
  await expect(page.getByRole('alert').filter({ hasText: 'This student is not one of your students.' })).toBeVisible();
});

test('at 390 px the open student replaces the list, without sideways scrolling', async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn('/#/wdxs');
  await studentList(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(studentList(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Close the student' }).click();
  await expect(studentList(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
