import { expect, type OpenSignedIn, type Page, test } from './support/fixtures';
import { ACCOUNTS, clearFaults, dashboardSummary, openAccountMenu, setFaults } from './support/app';
import { appStorage } from './support/storage';

/** The schedule readable offline (issue 17): the last known classes of the signed-in identity, and only theirs. */
const OFFLINE_BANNER = /^Offline — showing classes as of \d{2}:\d{2}/;
const NO_HOST_BANNER = /^The school’s server cannot be reached — showing classes as of \d{2}:\d{2}/;
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /showing classes as of/ });

// Signed in with "Stay signed in" (the stored state's way), as the offline copy needs.
test.use({ role: 'teacher', language: 'en' });

/** The sealed copy of the class list is on the device (written once the list was answered). */
const offlineCopies = async (page: Page) => (await appStorage(page)).filter((entry) => entry.key.startsWith('tp.offline:'));

/** The same classes as `before`, each with its actions off and the reason said. */
async function expectLastKnown(page: Page, before: { tabs: string[]; cards: string[] }) {
  const shown = await dashboardSummary(page);
  expect(shown.tabs).toEqual(before.tabs);
  // The class itself as before, its lines too (nothing in it moves); why its actions are off is said by the line
  // above the classes, and to a screen reader in the card. "in 2 h 38 min" counts from now, and the page's clock
  // moved on while the host was retried.
  const classPart = (card: string) =>
    card.replace(/ (in \d+ (h \d+ min|h|min|days?)|tomorrow) /, ' in … ').replace(' Not available offline', '');
  expect(shown.cards.map(classPart)).toEqual(before.cards.map(classPart));
  for (const card of shown.cards) expect(card).toMatch(/ Not available offline Add to calendar/);
  const firstCard = page.getByRole('article').first();
  for (const name of ['Courseware', 'Cancel']) await expect(firstCard.getByRole('button', { name, exact: true })).toBeDisabled();
  // The calendar file needs no host: still there to tap.
  await expect(firstCard.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  // The waiting room opens offline too: the class as last known, entering unavailable and why.
  await expect(firstCard.getByRole('link', { name: 'Enter classroom' })).toBeVisible();
}

async function signedInWithCopy(page: Page, openSignedIn: OpenSignedIn) {
  await openSignedIn();
  const shown = await dashboardSummary(page);
  await expect.poll(async () => (await offlineCopies(page)).length).toBe(1);
  return shown;
}

test('the network drops: the same classes with the offline banner, actions off; back online it refreshes by itself', async ({
  page,
  context,
  openSignedIn,
}) => {
  const before = await signedInWithCopy(page, openSignedIn);
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE_BANNER);
  await expectLastKnown(page, before);

  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/alg_classes/rooms'));
  await context.setOffline(false);
  await refreshed;
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Courseware' })).toBeEnabled();
});

test.describe(() => {
  test.use({ clock: 'installed' });
  test('the host cannot be reached and the page is reloaded: the last known classes; the host back, fresh data without a click', async ({
    page,
    openSignedIn,
  }) => {
    const before = await signedInWithCopy(page, openSignedIn);
    await setFaults(page, [{ kind: 'drop' }]);
    await page.reload();
    await expect
      .poll(async () => {
        // The class list's 3 retries run on the page's clock: big steps, so a busy machine's slow polls still reach them.
        await page.clock.runFor(2000);
        return banner(page).count();
      })
      .toBe(1);
    await expect(banner(page)).toHaveText(NO_HOST_BANNER);
    await expectLastKnown(page, before);

    await clearFaults(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/alg_classes/rooms') && response.ok());
    await page.clock.runFor(15_000); // the list asks again by itself
    await refreshed;
    await expect(banner(page)).toHaveCount(0);
  });
});

test('after sign-out, a reload with the host unreachable shows the sign-in page and nothing of the old schedule', async ({
  page,
  openSignedIn,
}) => {
  const before = await signedInWithCopy(page, openSignedIn);
  const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  expect(await offlineCopies(page)).toEqual([]);

  await setFaults(page, [{ kind: 'drop' }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the teacher portal' })).toBeVisible();
  for (const card of before.cards.slice(0, 3)) await expect(page.getByText(card.slice(0, 30))).toHaveCount(0);
  expect(await offlineCopies(page)).toEqual([]);
});
