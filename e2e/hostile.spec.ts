import { expect, type Page, test } from '@playwright/test';
import { injectFaults } from './support/app';
import { expectNoSidewaysScroll, openScreen } from './support/quality';
import { SCREENS } from './support/screens';

/**
 * The demo host's hostile mode (fault rule `hostile`, mocks/lib/hostile.ts) puts script tags,
 * onerror images, javascript: links, SVG onload, very long words and right-to-left text into every
 * name, title, description, message and rich text. Every screen shows them as inert text: nothing
 * runs (no dialog, window.__pwned never set, no error), and the layout holds at 1280 and 390 px.
 */
interface Watch {
  dialogs: string[];
  errors: string[];
}

/**
 * Console errors that are not a failure: an <img src=x> left by the sanitizer fails to load (a
 * broken picture), and Chromium reports an inline handler as blocked by the CSP as soon as DOMPurify
 * parses it into its detached document, before removing it; nothing runs (window.__pwned says so).
 */
const harmless = (text: string, source: string) =>
  text.startsWith('Failed to load resource') ||
  (text.startsWith('Executing inline event handler violates') && /\/assets\/sanitize-html-[\w-]+\.js$/.test(source));

function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || harmless(message.text(), message.location().url)) return;
    seen.errors.push(message.text());
  });
  return seen;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

test.describe.configure({ timeout: 60_000 });

for (const screen of SCREENS) {
  test(`${screen.route}: hostile texts stay inert and the layout holds`, async ({ page }) => {
    await injectFaults(page, [{ kind: 'hostile' }]);
    const seen = watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openScreen(page, screen, 'en');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
    }
    expect(await pwned(page), 'an injected script ran').toBeUndefined();
    expect(seen.dialogs, 'an injected script opened a dialog').toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

test('the hostile mode really reaches the screen (the check above is not vacuous)', async ({ page }) => {
  await injectFaults(page, [{ kind: 'hostile' }]);
  await openScreen(page, SCREENS.find((screen) => screen.route === '/dashboard')!, 'en');
  // Names arrive with markup around them and are shown as text, markup included.
  await expect(page.getByText(/<script>|<img src=x|<svg onload|javascript:|Supercalifragilistic|\u202E/).first()).toBeVisible();
});
