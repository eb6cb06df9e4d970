import { expect, type Locator, type Page, test } from './support/fixtures';
import { ACCOUNTS, accountMenuButton, dashboardHeading, LANDING_TIMEOUT } from './support/app';
import { NOW } from './support/class-clock';

/** Keyboard only: every step below is a key press, never a click. */
test.use({ language: 'en' });

/** Presses Tab until `target` has the focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Not reachable with Tab: ${target}`);
}

test('sign in with the keyboard alone', async ({ page }) => {
  await page.goto('/#/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(ACCOUNTS.teacher.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(ACCOUNTS.teacher.password);
  await page.keyboard.press('Enter');
  await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
});

test('an empty sign-in form says what is missing, and focus can reach every control', async ({ page }) => {
  await page.goto('/#/login');
  const controls = [
    page.getByLabel('Username'),
    page.getByLabel(/^Password/),
    page.getByLabel('Stay signed in'),
    page.getByRole('link', { name: 'Forgot password?' }),
    page.getByRole('button', { name: 'Sign in' }),
  ];
  for (const control of controls) await tabTo(page, control);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter your username')).toBeVisible();
});

test.describe(() => {
  test.use({ role: 'teacher' });

  test.describe(() => {
    test.use({ clock: NOW }); // next week's first class is then days away, outside the 24 h refusal
    test('dashboard: change week, cancel a class and keep it, then cancel it, all by keyboard', async ({ page, openSignedIn }) => {
      await openSignedIn();
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await page.keyboard.press('ArrowRight');
      const nextWeek = page.getByRole('tab', { name: /^Next Week/ });
      await expect(nextWeek).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(nextWeek).toHaveAttribute('aria-selected', 'true');

      const card = page.getByRole('article').first();
      const cancel = card.getByRole('button', { name: 'Cancel', exact: true });
      await tabTo(page, cancel);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cancel).toBeFocused();

      await page.keyboard.press('Enter');
      await tabTo(page, dialog.getByRole('button', { name: 'Cancel the class' }), 10);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Successfully canceled' })).toBeVisible();
    });
  });

  test('the account menu opens, moves and closes by keyboard', async ({ page, openSignedIn }) => {
    await openSignedIn();
    const button = accountMenuButton(page, ACCOUNTS.teacher.name);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    // Says where the focus went, and whether the menu was shown, if it is not in the menu.
    const focusInMenu = () =>
      menu.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'in the menu'
          : `on ${document.activeElement?.outerHTML.slice(0, 80)}, menu display ${getComputedStyle(element).display}`,
      );
    await expect.poll(focusInMenu).toBe('in the menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

/**
 * Issue 48.5: Escape closes the innermost thing only, on every form in a dialog: the date picker's month,
 * then a list of choices, then the dialog (which asks first when it holds entries). Typed in by keys.
 */
test.describe('Escape closes the innermost layer', () => {
  test.use({ role: 'teacher', clock: NOW });

  /** Escape with `layer` open: it closes, the dialog stays, and nothing asks to discard. */
  async function escapeCloses(page: Page, dialog: Locator, layer: Locator, what: string): Promise<void> {
    await expect(layer, `${what} open`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layer, `${what} closed by Escape`).toBeHidden();
    await expect(dialog, `the dialog, after Escape in ${what}`).toBeVisible();
    await expect(page.getByText('Discard your entries?'), `after Escape in ${what}`).toHaveCount(0);
  }

  const month = (page: Page) => page.getByRole('button', { name: 'Previous month' });

  test('the add-slot form: the date picker, the course list, the times offered, then the dialog', async ({ page, openSignedIn }) => {
    await openSignedIn('/#/yykc');
    await page.getByRole('button', { name: 'Add open time slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add open time slot' });
    const date = dialog.getByLabel('Date');
    await date.focus();
    await page.keyboard.press('ArrowDown');
    await escapeCloses(page, dialog, month(page), 'the date picker');
    await expect(date).toBeFocused();

    await dialog.getByLabel('Course').focus();
    await page.keyboard.press('ArrowDown');
    await escapeCloses(page, dialog, page.getByRole('listbox'), 'the course list');

    await dialog.getByLabel('Start time').focus();
    await page.keyboard.type('7');
    await escapeCloses(page, dialog, page.getByRole('listbox'), 'the times offered');

    // Then the dialog: it holds a typed time, so it asks first; Escape on the question keeps editing.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Discard your entries?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Discard your entries?'), 'Escape on the question: Keep editing').toHaveCount(0);
    await expect(dialog.getByLabel('Start time')).toHaveValue(/7/);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Discard your entries?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('time off: the date picker, then the dialog', async ({ page, openSignedIn }) => {
    await openSignedIn('/#/yykc');
    await page.getByRole('button', { name: 'Time off', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Time off' });
    await dialog.getByLabel('First day').focus();
    await page.keyboard.press('ArrowDown');
    await escapeCloses(page, dialog, month(page), 'the date picker');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
