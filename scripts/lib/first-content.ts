import type { Page } from '@playwright/test';

/** What a visit shows first: the first class card, or the sign-in form's heading. */
export const FIRST_CONTENT: Record<string, string> = { '/dashboard': 'article', '/login': 'h1' };

/**
 * Times a page's first content from inside it, with nothing of Playwright's in the page while it boots:
 * a `waitForFunction` or a locator first evaluates Playwright's injected selector engine in the page, a
 * task of about 160 ms on the main thread of a phone at 4x (a trace of a returning visit: its one unnamed
 * `EvaluateScript`), which the boot then waits behind. Instead an init script looks once a frame, as the
 * `raf` polling did, sets the user-timing `mark` when `selector` is there, and says so on the console.
 * Call before the navigation; the returned promise gives the mark's time from navigation start.
 */
export async function watchFirstContent(page: Page, selector: string, mark: string, timeout = 60_000): Promise<() => Promise<number>> {
  // A string, not a function: tsx names a function's inner functions with a helper the page does not have.
  const args = `${JSON.stringify(selector)}, ${JSON.stringify(mark)}`;
  await page.addInitScript({
    content: `(function (wanted, name) {
      if (window !== window.top || location.protocol === 'about:') return;
      var look = function () {
        if (document.querySelector(wanted)) console.debug(name, performance.mark(name).startTime);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })(${args});`,
  });
  const said = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(`${mark} `), timeout });
  return async () => Number((await said).text().slice(mark.length + 1));
}
