import { expect, type Page, test } from './support/fixtures';
import { ACCOUNTS, dashboardSummary, expectRoute, hashRoute, openAccountMenu, signIn, signInForToken, switchUser } from './support/app';
import { appStorage, entriesContaining } from './support/storage';

/**
 * After sign-out and after switching teacher nothing of the previous identity stays readable:
 * not its token, not a cached answer (what its screens showed), not a draft.
 */
test.use({ language: 'en' });

/** What the dashboard showed, as texts to look for later (class titles with their dates). */
async function shownClasses(page: Page): Promise<string[]> {
  const { cards } = await dashboardSummary(page);
  expect(cards.length).toBeGreaterThan(0);
  return cards;
}

const VIDEO_LINK = 'Introduction video link (optional)';
/** A draft through a real screen: the teacher introduction keeps what is typed (src/lib/drafts). */
async function typeDraft(page: Page, text: string): Promise<void> {
  await page.goto('/#/StudentInstr');
  await page.getByRole('tab', { name: /^Edit/ }).click();
  await page.getByLabel(VIDEO_LINK).fill(text);
  // Drafts are saved debounced and sealed: wait until one is stored for this identity.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tp.draft:')).length))
    .toBeGreaterThan(0);
}

// Signing out and in again is what this one is about: both sign-ins go through the form.
test('after sign-out and a new sign-in, nothing of the first teacher is left', async ({ page }) => {
  const token = await signInForToken(page, 'teacher');
  const before = await shownClasses(page);
  await typeDraft(page, 'https://video.example/unsent.mp4');

  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();

  expect(await entriesContaining(page, token), 'the token').toEqual([]);
  expect(
    (await appStorage(page)).filter((entry) => entry.key.startsWith('tp.draft:')),
    'drafts',
  ).toEqual([]);
  // The query cache lives in memory: back in the history it must not show the old answers.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  for (const card of before) await expect(page.getByText(card.slice(0, 40))).toHaveCount(0);

  await signIn(page, 'admin');
  const after = await shownClasses(page);
  expect(
    after.filter((card) => before.includes(card)),
    'classes of the first teacher on the second one’s dashboard',
  ).toEqual([]);
});

test.describe(() => {
  test.use({ role: 'admin' });
  test('switching teacher: the admin’s answers and draft are not shown to the teacher, and come back with the admin', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn();
    const adminClasses = await shownClasses(page);
    const draft = `https://video.example/admin-draft-${Date.now()}.mp4`;
    await typeDraft(page, draft);

    await page.goto('/#/dashboard');
    await switchUser(page, 'admin', 'olivia.smith', /olivia\.smith\.\d+@demo\.school/);
    const teacherClasses = await shownClasses(page);
    expect(
      teacherClasses.filter((card) => adminClasses.includes(card)),
      'the admin’s classes as the teacher',
    ).toEqual([]);
    await page.goto('/#/StudentInstr');
    await page.getByRole('tab', { name: /^Edit/ }).click();
    await expect(page.getByLabel(VIDEO_LINK)).not.toHaveValue(draft);
    expect(await entriesContaining(page, draft), 'a draft in clear').toEqual([]);

    // The way back lands on the dashboard within the click (checked once, not polled): a landing that
    // waited for anything (it once waited for the host's DELETE) came after, and over, the next visit.
    await page.getByRole('button', { name: 'Back to my account' }).click();
    expect(hashRoute(page.url()).path, 'landed on the dashboard with the click').toBe('/dashboard');
    await page.goto('/#/StudentInstr');
    await page.getByRole('tab', { name: /^Edit/ }).click();
    await expect(page.getByLabel(VIDEO_LINK)).toHaveValue(draft);
    await expectRoute(page, '/StudentInstr', { tab: 'edit' });
  });
});
