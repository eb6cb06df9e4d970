import { expect as baseExpect, type Page, test } from './support/fixtures';
import { evidence } from './support/evidence';
import { expectAccessible, SCREEN_ONLY } from './support/axe';
import { ACCOUNTS, clearFaults, injectFaults, setFaults, submitSignIn } from './support/app';
import {
  changeDraft,
  chooseOption,
  draftKeys,
  expectNoSidewaysScroll,
  openAsTeacher,
  recordCalls,
  TEACHER_AT_CLASS_CLOCK,
} from './support/coursework';

/** Assign homework (/Assignments) over the demo host, at the fixed class clock. */

// Whole journeys over the demo host: a longer look for each step on a busy machine, never a wait.
const expect = baseExpect.configure({ timeout: 20_000 });
// Signed in from the stored state at the class clock.
test.use(TEACHER_AT_CLASS_CLOCK);

const ASSIGN_POST = /\/api\/v1\/alg_homework$/;
const assignForm = (page: Page) => page.getByRole('form', { name: 'Assign homework' });
const submit = (page: Page) => assignForm(page).getByRole('button', { name: 'Assign homework' });
const assignedNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Homework assigned to \d+ students?\.$/ });

async function openNewestClass(page: Page): Promise<void> {
  await openAsTeacher(page, '/Assignments');
  await expect(page.getByRole('heading', { name: 'Assign homework', level: 1 })).toBeVisible();
  await chooseOption(page, page, 'Class', 0);
  await expect(assignForm(page)).toBeVisible();
}

test('workbook exercise: refused while incomplete, the draft survives a reload, a double click assigns once', async ({ page }) => {
  await openNewestClass(page);
  const posts = recordCalls(page, 'POST', ASSIGN_POST);
  const pages = assignForm(page).getByRole('textbox', { name: 'Workbook pages and exercises' });

  // Refusals: nothing to do, nobody to do it. The host is not asked.
  for (const student of await assignForm(page).getByRole('checkbox').all()) await student.uncheck();
  await submit(page).click();
  await expect(assignForm(page).getByText('Choose at least one student.')).toBeVisible();
  await expect(assignForm(page).getByText('Say which workbook pages or exercises to do.')).toBeVisible();
  expect(posts).toHaveLength(0);

  await assignForm(page).getByRole('checkbox').first().check();
  await expect(assignForm(page).getByText('Choose at least one student.')).toHaveCount(0);
  await changeDraft(page, 'homework-assign:', () => pages.fill('Workbook p. 12–13, exercises 1–4'));
  expect(await draftKeys(page, 'homework-assign:')).toHaveLength(1);

  await page.reload();
  await expect(pages).toHaveValue('Workbook p. 12–13, exercises 1–4');
  await expect(page.getByText('Your unsent draft was restored.')).toBeVisible();
  await expect(assignForm(page).getByRole('checkbox').first()).toBeChecked();

  await submit(page).dblclick();
  await expect(assignedNotice(page)).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(pages).toHaveValue('');
  await expect.poll(() => draftKeys(page, 'homework-assign:')).toHaveLength(0);
  await expect(page.getByText('This class already has 1 homework assignment.', { exact: true })).toBeVisible();
});

test('the draft survives the session expiring: signed in again, the form is as it was left', async ({ page }) => {
  await openNewestClass(page);
  const pages = assignForm(page).getByRole('textbox', { name: 'Workbook pages and exercises' });
  await changeDraft(page, 'homework-assign:', () => pages.fill('Workbook p. 30'));

  await setFaults(page, [{ kind: 'expire-tokens' }, { kind: 'refresh-fails' }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  await submitSignIn(page, ACCOUNTS.teacher);
  await expect(page.getByRole('heading', { name: 'Assign homework', level: 1 })).toBeVisible();
  await expect(pages).toHaveValue('Workbook p. 30');
  await expect(page.getByText('Your unsent draft was restored.')).toBeVisible();
});

test('online exercise: level before subject before topic, duplicates and unmatched filters refused', async ({ page }) => {
  await openNewestClass(page);
  const posts = recordCalls(page, 'POST', ASSIGN_POST);
  await assignForm(page).getByRole('radio', { name: 'Online exercise' }).check();
  const first = assignForm(page).getByRole('group', { name: 'Filter 1' });

  // The order is kept by the form: no subject before a level, no topic before a subject.
  await expect(first.getByRole('combobox', { name: 'Subject' })).toBeDisabled();
  await expect(first.getByRole('combobox', { name: 'Topic' })).toBeDisabled();
  await submit(page).click();
  await expect(first.getByText('Choose a level.')).toBeVisible();

  // Every choice says how many banks it leaves; one that leaves none is marked and cannot be chosen.
  await first.getByRole('combobox', { name: 'Level' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Level 2 \(\d+ banks\)$/ })).toBeVisible();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Level 2 / })
    .click();
  await expect(first.getByRole('combobox', { name: 'Level' })).toHaveValue('Level 2');
  await expect(first.getByRole('combobox', { name: 'Topic' })).toBeDisabled();
  await first.getByRole('combobox', { name: 'Subject' }).click();
  const speaking = page.getByRole('listbox').getByRole('option', { name: 'Speaking (no bank)', exact: true });
  await expect(speaking).toHaveAttribute('data-combobox-disabled', 'true');
  await speaking.click();
  await expect(first.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  await expect(first.getByText('No question bank matches this filter.')).toHaveCount(0);
  const grammar = page.getByRole('listbox').getByRole('option', { name: /^Grammar \(\d+ banks?\)$/ });
  const grammarBanks = Number(/\((\d+) banks?\)/.exec((await grammar.textContent()) ?? '')?.[1]);
  await grammar.click();
  await expect(first.getByRole('combobox', { name: 'Subject' })).toHaveValue('Grammar');
  await expect(first.getByRole('combobox', { name: 'Topic' })).toBeEnabled();
  // The topics of Level 2 that have a Grammar bank are as many as Grammar said; the others are marked.
  await first.getByRole('combobox', { name: 'Topic' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: / \(1 bank\)$/ })).toHaveCount(grammarBanks);
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: / \(no bank\)$/ })
      .first(),
  ).toHaveAttribute('data-combobox-disabled', 'true');
  await page.keyboard.press('Escape');

  await assignForm(page).getByRole('button', { name: 'Add filter' }).click();
  const second = assignForm(page).getByRole('group', { name: 'Filter 2' });
  await chooseOption(page, second, 'Level', 'Level 2');
  await chooseOption(page, second, 'Subject', 'Grammar');
  await expect(second.getByText('This filter repeats an earlier one.')).toBeVisible();
  await submit(page).click();
  expect(posts).toHaveLength(0);

  // A topic of its own makes the second row a different filter; optional, three questions.
  await chooseOption(page, second, 'Topic', 0);
  await expect(second.getByText('This filter repeats an earlier one.')).toHaveCount(0);
  await second.getByRole('textbox', { name: 'Number of questions' }).fill('3');
  await second.getByText('Optional', { exact: true }).click();
  await expect(second.getByRole('radio', { name: 'Optional' })).toBeChecked();
  await submit(page).click();
  await expect(assignedNotice(page)).toBeVisible();
  expect(posts).toHaveLength(1);

  // The notice was about that homework: starting the next one (another type) clears it.
  await assignForm(page).getByRole('radio', { name: 'Online exercise' }).check();
  await expect(assignedNotice(page)).toHaveCount(0);
});

test('supplement exercise: a failed upload blocks submit until it is retried, then files and text are assigned', async ({ page }) => {
  // Four 503s: the first attempt and the transport layer's three retries of step 2 all fail.
  await injectFaults(page, [{ kind: 'status', status: 503, match: '/uploads/homework/', count: 4 }]);
  await openNewestClass(page);
  const posts = recordCalls(page, 'POST', ASSIGN_POST);
  const sends = recordCalls(page, 'POST', /\/uploads\/homework\/\d+$/);
  await assignForm(page).getByRole('radio', { name: 'Supplement exercise' }).check();

  const chooser = page.waitForEvent('filechooser');
  await assignForm(page).getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles([
    { name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(64 * 1024, 'a') },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(assignForm(page).getByRole('progressbar', { name: 'Upload progress of worksheet.pdf' })).toBeAttached();
  await expect(assignForm(page).getByText('This type of file cannot be uploaded.')).toBeVisible();
  await expect(assignForm(page).getByText(/^Upload fail/)).toBeVisible();
  expect(sends).toHaveLength(4);

  await assignForm(page).getByRole('textbox', { name: 'Supplement text' }).fill('Read the story, then record yourself reading it aloud.');
  await submit(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A file failed to upload: retry it or remove it before you submit.' }),
  ).toBeVisible();

  await assignForm(page).getByRole('button', { name: 'Retry worksheet.pdf' }).click();
  await expect(assignForm(page).getByText('Upload Success')).toBeVisible();
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Remove the files that cannot be uploaded before you submit.' })).toBeVisible();
  await assignForm(page).getByRole('button', { name: 'Remove setup.exe' }).click();
  expect(posts).toHaveLength(0);

  await submit(page).click();
  await expect(assignedNotice(page)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(sends).toHaveLength(5);
});

test('an uploaded file and the text survive a reload as a draft', async ({ page }) => {
  await openNewestClass(page);
  await assignForm(page).getByRole('radio', { name: 'Supplement exercise' }).check();
  const chooser = page.waitForEvent('filechooser');
  await assignForm(page).getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles([{ name: 'story.txt', mimeType: 'text/plain', buffer: Buffer.from('Once upon a time') }]);
  await expect(assignForm(page).getByText('Upload Success')).toBeVisible();
  await changeDraft(page, 'homework-assign:', () =>
    assignForm(page).getByRole('textbox', { name: 'Supplement text' }).fill('Read it twice.'),
  );

  await page.reload();
  await expect(assignForm(page).getByRole('radio', { name: 'Supplement exercise' })).toBeChecked();
  await expect(assignForm(page).getByText('story.txt')).toBeVisible();
  await expect(assignForm(page).getByText('Upload Success')).toBeVisible();
  await expect(assignForm(page).getByRole('textbox', { name: 'Supplement text' })).toHaveText('Read it twice.');
  await submit(page).click();
  await expect(assignedNotice(page)).toBeVisible();
});

test('a failed load says why and tries again', async ({ page }) => {
  await injectFaults(page, [{ kind: 'malformed', match: '/alg_homework/question_banks' }]);
  await openAsTeacher(page, '/Assignments');
  await expect(page.getByRole('alert').filter({ hasText: 'The server sent an answer the portal could not read.' })).toBeVisible();
  await clearFaults(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Assign homework', level: 1 })).toBeVisible();
});

test('on a phone in Chinese: the bank counts of level and subject, an empty subject marked, the notice gone with the next type', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsTeacher(page, '/Assignments', 'zh');
  await chooseOption(page, page, '课程', 0);
  const form = page.getByRole('form', { name: '布置作业' });
  await form.getByRole('radio', { name: '在线练习' }).check();
  const first = form.getByRole('group', { name: /^筛选条件 1/ });
  await first.getByRole('combobox', { name: '级别' }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^第 2 级（\d+ 个题库）$/ })
    .click();
  await first.getByRole('combobox', { name: '科目' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Speaking（无题库）', exact: true })).toHaveAttribute(
    'data-combobox-disabled',
    'true',
  );
  const grammar = page.getByRole('listbox').getByRole('option', { name: /^语法（\d+ 个题库）$/ });
  await expect(grammar).toBeInViewport();
  await evidence(page, 'bank-counts-zh-390');
  await grammar.click();
  await expect(first.getByRole('combobox', { name: '科目' })).toHaveValue('语法');
  await expectNoSidewaysScroll(page);

  await form.getByRole('button', { name: '布置作业' }).click();
  const notice = page.getByRole('status').filter({ hasText: /^已为 \d+ 名学生布置作业。$/ });
  await expect(notice).toBeVisible();
  await form.getByRole('radio', { name: '补充练习' }).check();
  await expect(notice).toHaveCount(0);
});

for (const locale of ['en', 'zh'] as const) {
  test(`is accessible in ${locale} and fits 390 px`, async ({ page }) => {
    await openAsTeacher(page, '/Assignments', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseOption(page, page, locale === 'en' ? 'Class' : '课程', 0);
    await page.getByRole('radio', { name: locale === 'en' ? 'Online exercise' : '在线练习' }).check();
    await expectAccessible(page, 'the screen', SCREEN_ONLY);
    await page.getByRole('radio', { name: locale === 'en' ? 'Supplement exercise' : '补充练习' }).check();
    await expect(page.getByRole('textbox', { name: locale === 'en' ? 'Supplement text' : '补充内容' })).toBeVisible();
    await expectAccessible(page, 'the screen', SCREEN_ONLY);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
}
