import { expect, test } from '../support/fixtures';
import { expectLook, openSignIn } from '../support/look';

/**
 * `npm run dev` (playwright.dev.config.ts starts it) serves the sign-in page styled, pixel for
 * pixel as the production build does: the same baselines as look.spec.ts.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('the dev server shows the sign-in page styled, as the build does', async ({ page }) => {
  await openSignIn(page, 'en');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  // The theme's teal, white text, rounded corners: Mantine's Button stylesheet, not the browser's grey.
  await expect(signIn).toHaveCSS('background-color', 'rgb(6, 116, 82)');
  await expect(signIn).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(signIn).not.toHaveCSS('border-radius', '0px');
  // No giant icon: the "Stay signed in" check mark is sized by the Checkbox stylesheet.
  const largestIcon = await page
    .locator('svg')
    .evaluateAll((icons) => Math.max(...icons.map((icon) => icon.getBoundingClientRect().height)));
  expect(largestIcon).toBeLessThan(32);
  await expectLook(page, 'sign-in-en');
});
