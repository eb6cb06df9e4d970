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
 * The page as it looks now against the committed baseline `name-width.png`, at each width. Fonts
 * loaded, and the layout settled after a resize (media queries in script render a moment later;
 * toHaveScreenshot itself waits for two identical frames).
 */
export async function expectLook(page: Page, name: string, widths: readonly { width: number; height: number }[] = WIDTHS): Promise<void> {
  // The header's photo comes once the page has loaded (src/shell/layout/account-button.tsx): compared drawn.
  if ((await page.locator('header').count()) > 0)
    await expect
      .poll(() => page.locator('header img').evaluateAll((images) => images.some((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect(page).toHaveScreenshot(`${name}-${size.width}.png`);
  }
}
