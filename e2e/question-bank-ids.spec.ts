import { expect as baseExpect, type Page, test } from './support/fixtures';
import { chooseOption, openAsTeacher, recordCalls, TEACHER_AT_CLASS_CLOCK } from './support/coursework';

/**
 * Ids are ids (issue 16): the demo host's question bank sends some subject ids as numbers
 * ("Reading" is 4) beside text ones, as a loose host may. The assign screen reads both alike
 * and an online exercise on a numeric subject is assigned.
 */

// Whole journeys over the demo host: a longer look for each step on a busy machine, never a wait.
const expect = baseExpect.configure({ timeout: 20_000 });
// Signed in from the stored state at the class clock.
test.use(TEACHER_AT_CLASS_CLOCK);

const assignForm = (page: Page) => page.getByRole('form', { name: 'Assign homework' });

test('an online exercise on a subject the host identifies by a number is assigned', async ({ page }) => {
  const catalog = page.waitForResponse((response) => response.url().includes('/alg_homework/question_banks'));
  await openAsTeacher(page, '/Assignments');
  // The journey proves something only while the host really sends a numeric subject id.
  const { subjects } = (await (await catalog).json()) as { subjects: { id: unknown; name: string }[] };
  expect(subjects.find((subject) => subject.name === 'Reading')?.id).toBe(4);
  expect(subjects.find((subject) => subject.name === 'Grammar')?.id).toBe('grammar');

  await expect(page.getByRole('heading', { name: 'Assign homework', level: 1 })).toBeVisible();
  await chooseOption(page, page, 'Class', 0);
  const posts = recordCalls(page, 'POST', /\/api\/v1\/alg_homework$/);
  await assignForm(page).getByRole('radio', { name: 'Online exercise' }).check();
  const filter = assignForm(page).getByRole('group', { name: 'Filter 1' });
  await chooseOption(page, filter, 'Level', 'Level 1');
  await chooseOption(page, filter, 'Subject', 'Reading');
  await expect(filter.getByRole('combobox', { name: 'Subject' })).toHaveValue('Reading');
  await expect(filter.getByRole('combobox', { name: 'Topic' })).toBeEnabled();
  await expect(filter.getByText('No question bank matches this filter.')).toHaveCount(0);
  await filter.getByRole('textbox', { name: 'Number of questions' }).fill('3');

  await assignForm(page).getByRole('button', { name: 'Assign homework' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Homework assigned to \d+ students?\.$/ })).toBeVisible();
  expect(posts).toHaveLength(1);
});
