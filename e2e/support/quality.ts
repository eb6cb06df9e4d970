import { expect, type Page } from '@playwright/test';
import { type Language, loadingText, resolvePath, type Screen } from './screens';

/**
 * Opens a screen of the list and waits until it is ready. The journey's fixtures have already signed
 * the page in (`test.use({ role })`, for a screen that needs it) and pinned the language (`language`).
 */
export async function openScreen(page: Page, screen: Screen, language: Language): Promise<void> {
  await page.goto(await resolvePath(page, screen));
  await screenReady(page, language);
}

/** A screen is ready when its main heading shows and nothing says "Loading…" any more. */
export async function screenReady(page: Page, language: Language): Promise<void> {
  // A screen's code and data may take a while on a busy machine: a longer limit than a click's.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: loadingText(language) })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

/** The page scrolls sideways (wider than the window), with the elements that stick out. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

export interface PolicyWatch {
  /** Content-Security-Policy violations the page reported so far. */
  violations(): Promise<string[]>;
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
}

/**
 * Call before the page loads: records CSP violations, console errors and uncaught exceptions.
 * `ignore` leaves out console errors known to be harmless (text and the script that logged it).
 */
export async function watchPolicy(page: Page, ignore: (text: string, source: string) => boolean = () => false): Promise<PolicyWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message.text(), message.location().url)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    errors,
  };
}

/**
 * No sideways scrolling at the current width. Polled: after a resize, layouts driven by a media
 * query in script (useMediaQuery) settle a render later than the CSS ones.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  let last = { scrollWidth: 0, clientWidth: 0, wide: [] as string[] };
  await expect
    .poll(
      async () => {
        last = await horizontalOverflow(page);
        return last.scrollWidth <= last.clientWidth;
      },
      { message: 'sideways scrolling' },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`sideways scrolling at ${last.clientWidth} px: ${last.scrollWidth} px wide, wide: ${last.wide.join(', ')}`);
    });
}
