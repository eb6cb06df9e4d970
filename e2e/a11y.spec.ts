import { expect, test } from '@playwright/test';
import { horizontalOverflow, openScreen, seriousAxeViolations } from './support/quality';
import { type Language, navToggleText, SCREENS } from './support/screens';

/**
 * Every screen (e2e/support/screens.ts), in English and Chinese: no serious or critical axe
 * finding at desktop width; at 390 px no sideways scrolling and, in the shell, the navigation
 * one tap away behind the burger.
 */
const LANGUAGES: Language[] = ['en', 'zh'];
const PHONE = { width: 390, height: 844 };

// axe reads the whole page twice per test: slow on a loaded machine, so more time than a journey.
test.describe.configure({ timeout: 90_000 });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.route}: axe-clean, and usable at 390 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await openScreen(page, screen, language);
        expect(await seriousAxeViolations(page), 'serious or critical axe findings at 1280 px').toEqual([]);

        await page.setViewportSize(PHONE);
        const overflow = await horizontalOverflow(page);
        expect(overflow.scrollWidth, `sideways scrolling at 390 px, wide: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
        if (screen.shell) {
          const navigation = page.getByRole('navigation').first();
          await expect(navigation.getByRole('link').first()).toBeHidden();
          await page.getByRole('button', { name: navToggleText(language) }).click();
          await expect(navigation.getByRole('link').first()).toBeVisible();
          expect(await seriousAxeViolations(page), 'serious or critical axe findings at 390 px, navigation open').toEqual([]);
        }
      });
    }
  });
}
