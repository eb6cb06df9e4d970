import { expect, type Locator, type Page } from '@playwright/test';
import { accountMenuButton, ACCOUNTS } from './app';
import { NOW } from './class-clock';

/** The options of a journey over the teacher's coursework: `test.use(TEACHER_AT_CLASS_CLOCK)` in its file. */
export const TEACHER_AT_CLASS_CLOCK = { role: 'teacher', clock: NOW, language: 'en' } as const;

/**
 * The demo teacher's `path` at the fixed class clock (so the seeded classes are always the same), the page
 * signed in from the stored state (TEACHER_AT_CLASS_CLOCK; "Stay signed in": a second tab of the context
 * shares the session), in `locale`.
 */
export async function openAsTeacher(page: Page, path: string, locale: 'en' | 'zh' = 'en'): Promise<void> {
  await page.goto(`/#${path}`);
  // A busy machine takes its time over the first boot and the demo host's seeding.
  await expect(accountMenuButton(page, ACCOUNTS.teacher.name)).toBeVisible({ timeout: 30_000 });
  if (locale === 'en') return;
  await page.evaluate((value) => localStorage.setItem('tp.locale', value), locale);
  await page.reload(); // the language is read at boot
}

/** Opens a Mantine select by its label and picks an option (by name, or the n-th). */
export async function chooseOption(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp | number,
): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option');
  const choice = typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first();
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  return text.trim();
}

/** URLs of the requests whose method and path match, as the page sends them (retries included). */
export function recordCalls(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Keys of the drafts the portal keeps for the signed-in identity (values are sealed). */
export async function draftKeys(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((part) => Object.keys(localStorage).filter((key) => key.startsWith('tp.draft:') && key.includes(part)), scope);
}

/** The stored (sealed) drafts of `scope`, as one text: it changes whenever a draft is written. */
const draftText = (page: Page, scope: string) =>
  page.evaluate(
    (part) =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('tp.draft:') && key.includes(part))
        .map(([, v]) => v)
        .join('|'),
    scope,
  );

/**
 * Runs `change` and waits until its draft is stored. Drafts are saved a moment (debounced) after the
 * last change: the page clock runs that moment out, then the stored draft must differ from before
 * and stay put while the clock runs on (no save still on its way).
 */
export async function changeDraft(page: Page, scope: string, change: () => Promise<void>): Promise<void> {
  const before = await draftText(page, scope);
  await change();
  await page.clock.runFor(1000);
  await expect
    .poll(async () => {
      const first = await draftText(page, scope);
      await page.clock.runFor(500);
      return first !== before && first === (await draftText(page, scope));
    })
    .toBe(true);
}

/** At the phone width the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}
