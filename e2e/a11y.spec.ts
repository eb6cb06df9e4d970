import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { expectNoSidewaysScroll, openScreen, watchPolicy } from './support/quality';
import { type Language, navLabelText, navToggleText, SCREENS } from './support/screens';

/**
 * Every screen (e2e/support/screens.ts), in English and Chinese, in one visit each: no finding of the
 * journeys' one axe rule set (e2e/support/axe.ts) at desktop width; no Content-Security-Policy violation and no console error
 * while it opens; at 390 px no sideways scrolling and, in the shell, the navigation one tap away
 * behind the burger (axe-scanned open once: it is the same navigation on every screen), closed again by Escape.
 */
const LANGUAGES: Language[] = ['en', 'zh'];
const PHONE = { width: 390, height: 844 };

// axe reads the whole page: slow on a loaded machine, so more time than a journey.
test.describe.configure({ timeout: 90_000 });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ language });
    for (const screen of SCREENS) {
      // Signed in from the stored state when the screen needs it.
      test.describe(() => {
        test.use({ role: screen.signedIn ? 'teacher' : null });
        test(`${screen.route}: axe-clean, within the policy, usable at 390 px`, async ({ page }) => {
          const policy = await watchPolicy(page);
          await page.setViewportSize({ width: 1280, height: 800 });
          await openScreen(page, screen, language);
          await expectAccessible(page, `${screen.route} at 1280 px`);
          expect(await policy.violations(), 'Content-Security-Policy violations').toEqual([]);
          expect(policy.errors, 'console errors').toEqual([]);

          await page.setViewportSize(PHONE);
          await expectNoSidewaysScroll(page);
          if (!screen.shell) return;
          const navigation = page.getByRole('navigation', { name: navLabelText(language), includeHidden: true });
          await expect(navigation.getByRole('link', { includeHidden: true }).first()).toBeHidden();
          const burger = page.getByRole('button', { name: navToggleText(language) });
          await burger.click();
          await expect(navigation.getByRole('link').first()).toBeVisible();
          if (screen.route === '/dashboard') {
            await expectAccessible(page, `${screen.route} at 390 px, navigation open`);
          }
          // Escape closes it, as any layer; the focus inside it goes back to the burger.
          await navigation.getByRole('link').first().focus();
          await page.keyboard.press('Escape');
          await expect(navigation.getByRole('link', { includeHidden: true }).first()).toBeHidden();
          await expect(burger).toBeFocused();
        });
      });
    }
  });
}
