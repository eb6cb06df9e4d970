import { expect, type Page } from '@playwright/test';
import { pinLanguage } from './app';
import { NOW } from './class-clock';
import { screenReady } from './quality';
import type { Language } from './screens';

/** The two widths every look is compared at: a laptop and a phone. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * The same pixels on every run: "now" never moves (the demo host seeds its data relative to it and
 * the countdown reads it) while timers run as usual, and the browser sits in the demo teacher's zone.
 * Call before the first page load.
 */
export async function holdStill(page: Page): Promise<void> {
  await page.clock.setFixedTime(NOW);
}

/** The sign-in page in a language (a fresh page: the language is set before its first load), dev server or build. */
export async function openSignIn(page: Page, language: Language): Promise<void> {
  await holdStill(page);
  await pinLanguage(page, language);
  await page.goto('/#/login');
  await screenReady(page, language);
}

/**
 * Issue 48.7: the header keeps the teacher's initials. The demo host's profile has no photo of her (Canvas's
 * default silhouette): once the page has loaded and had an idle moment, when a photo would have come
 * (src/shell/layout/account-button.tsx), the account button still draws no picture.
 */
export async function initialsKept(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 5000 });
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
  const account = page.getByRole('banner').getByRole('button', { name: /^Account menu of |的账号菜单$/ });
  // The photo is drawn with alt="" (the button names the teacher): no role to find it by.
  await expect(account.locator('img')).toHaveCount(0);
}

/**
 * The page as it looks now against the committed baseline `name-width.png`, at each width. Fonts
 * loaded, and the layout settled after a resize (media queries in script render a moment later;
 * toHaveScreenshot itself waits for two identical frames).
 */
export async function expectLook(page: Page, name: string, widths: readonly { width: number; height: number }[] = WIDTHS): Promise<void> {
  if ((await page.locator('header').count()) > 0) await initialsKept(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect(page).toHaveScreenshot(`${name}-${size.width}.png`);
  }
}
