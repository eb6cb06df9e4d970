import enBooking from '../locales/en/booking.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import zhBooking from '../locales/zh/booking.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhDashboard from '../locales/zh/dashboard.json' with { type: 'json' };
import { expect, type Page, test } from './support/fixtures';
import { offlineCopyKept } from './support/app';
import { openScreen, screenReady } from './support/quality';
import { type Language, SCREEN_VISITS, type Screen } from './support/screens';

/**
 * What every screen says, over the one table of screens (e2e/support/screens.ts), in both languages, at
 * 390 px, on a device in New York (a clock that changes) and in Shanghai, with the page clock on Saturday
 * 2026-11-28 17:00 New York time, the demo teacher's (issue 39, points 6 and 10):
 * - every time the portal shows (HH:mm) names its clock in the house's words (docs/decisions/time.md "One
 *   wording for time zones": "New York time", "Times are in New York time.", "Your time, China: …") within
 *   what reads on its own: the screen (main), a dialog, an alert or a status line, a popup list. Words
 *   written by people (data-authored: rich text, chat messages) are theirs, and left out;
 * - a span that ends past midnight says so ("23:30–00:30 (next day)", "23:30–次日00:30"), wherever it is;
 * - in Chinese, no half-width colon, semicolon, comma, ! or ? after a Chinese word ("课程：", not "课程:");
 * - in Chinese, a gap wherever a Chinese word meets a Latin one ("已给 Eric Chen 布置作业", issue 48.8), and no
 *   kind of class left in English ("Trial lesson" on 课后练习).
 * Beyond the screens, the states in which a time shows apart from its screen's words: the dashboard's
 * offline banner, the slot form's 24 h rule, and the command palette's classes.
 */

const SATURDAY_5PM = new Date('2026-11-28T22:00:00.000Z');
const PHONE = { width: 390, height: 844 };
const LANGUAGES: Language[] = ['en', 'zh'];
const DEVICE_ZONES = ['America/New_York', 'Asia/Shanghai'] as const;
/** Screens checked in one journey: each boot of the app costs seconds, the checks themselves do not. */
const SCREENS_PER_JOURNEY = 6;

const COMMON = { en: enCommon, zh: zhCommon };
const DASHBOARD = { en: enDashboard, zh: zhDashboard };
const BOOKING = { en: enBooking, zh: zhBooking };
/** The demo teacher's zone as Chromium names it (zone-name.ts: Chinese takes the region where the city would be Latin). */
const PLACE = { en: 'New York', zh: '北美东部' };

/** The house's words that name a clock: the teacher's ("New York time"), the device's ("Your time, "). */
const zoneWords = (language: Language) => [
  COMMON[language].zone.teacher.replace('{{place}}', PLACE[language]),
  COMMON[language].zone.yoursAt.split('{{')[0]!,
];
/** What says a span ends the next day, in the catalogue's own words ("(next day)", "次日"). */
const nextDayWords = (language: Language) => DASHBOARD[language].span.nextDay.replace(/\{\{\w+\}\}|–/g, '').trim();

interface Findings {
  unnamed: string[];
  nextDayUnsaid: string[];
  halfWidth: string[];
  latinJoined: string[];
  englishKinds: string[];
}

/**
 * In the page: the portal's own words, element by element (an element's own text is its text nodes joined:
 * React writes `{label}: {value}` as three of them), read against the three rules.
 */
function readWords({ zone, nextDay, chinese }: { zone: string[]; nextDay: string; chinese: boolean }): Findings {
  const TIME = /(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:])/;
  const SPAN = /(?<![\d:])([01]\d|2[0-3]):([0-5]\d)–([01]\d|2[0-3]):([0-5]\d)(?![\d:])/g;
  const HALF_WIDTH = /[\u4e00-\u9fff\uff09][:;,!?]/;
  const LATIN_JOINED = /\p{Script=Han}\p{Script=Latin}|\p{Script=Latin}\p{Script=Han}/u;
  // The kinds of class a host names in English (src/entities/classes/model/class-kind.ts), said in Chinese on a Chinese screen.
  const ENGLISH_KIND = /\b(free talk|trial lesson|placement test|review session)\b/i;
  // What reads on its own: a time in it is named in it, or it names no clock at all.
  const ON_ITS_OWN =
    'main, [role="dialog"], [role="alertdialog"], [role="alert"], [role="status"], [role="tooltip"], [role="listbox"], [role="menu"], header, footer';
  const found: Findings = { unnamed: [], nextDayUnsaid: [], halfWidth: [], latinJoined: [], englishKinds: [] };
  for (const element of document.body.querySelectorAll('*')) {
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    if (!text.trim() || element.closest('[data-authored], script, style') || !element.checkVisibility()) continue;
    const line = (element.closest('p, li, div, span, a, button, label, h1, h2, h3, h4, h5, h6') as HTMLElement | null)?.innerText ?? text;
    if (TIME.test(text)) {
      let scope = element.closest(ON_ITS_OWN) ?? document.body;
      // A popup list (a picker's options) reads with the field it opens from.
      const owner = scope.getAttribute('role') === 'listbox' && scope.id && document.querySelector(`[aria-controls="${scope.id}"]`);
      if (owner) scope = owner.closest(ON_ITS_OWN) ?? document.body;
      if (!zone.some((words) => (scope as HTMLElement).innerText.includes(words))) {
        const role = scope.getAttribute('role');
        found.unnamed.push(`"${text.trim()}" in ${role ? `[role=${role}]` : scope.tagName.toLowerCase()}`);
      }
    }
    for (const [span, startH, startM, endH, endM] of text.matchAll(SPAN)) {
      const [start, end] = [Number(startH) * 60 + Number(startM), Number(endH) * 60 + Number(endM)];
      // An end at 00:00 closes the start's day.
      if (end < start && end !== 0 && !line.includes(nextDay)) found.nextDayUnsaid.push(`"${span}" in "${line.trim()}"`);
    }
    if (chinese && HALF_WIDTH.test(text)) found.halfWidth.push(`"${text.trim()}"`);
    if (chinese && LATIN_JOINED.test(text)) found.latinJoined.push(`"${text.trim()}"`);
    if (chinese && ENGLISH_KIND.test(text)) found.englishKinds.push(`"${text.trim()}"`);
  }
  return found;
}

/** Soft: one run lists every screen's findings, not only the first. */
async function expectHouseWords(page: Page, language: Language, what: string): Promise<void> {
  const findings = await page.evaluate(readWords, {
    zone: zoneWords(language),
    nextDay: nextDayWords(language),
    chinese: language === 'zh',
  });
  expect.soft(findings.unnamed, `${what}: times that name no clock (${zoneWords(language).join(' / ')})`).toEqual([]);
  expect.soft(findings.nextDayUnsaid, `${what}: spans past midnight that do not say "${nextDayWords(language)}"`).toEqual([]);
  expect.soft(findings.halfWidth, `${what}: half-width punctuation after Chinese`).toEqual([]);
  expect.soft(findings.latinJoined, `${what}: Chinese and Latin words without a gap`).toEqual([]);
  expect.soft(findings.englishKinds, `${what}: a kind of class in English`).toEqual([]);
}

/** The dashboard with its classes kept for offline, then the network gone: the banner says since when. */
async function offlineDashboard(page: Page, language: Language): Promise<void> {
  await openScreen(page, { route: '/dashboard', signedIn: true, shell: true, path: '/#/dashboard' }, language);
  await expect(page.getByRole('article').first()).toBeVisible();
  await offlineCopyKept(page);
  await page.context().setOffline(true);
  const prefix = DASHBOARD[language].offline.noNetwork.split('{{')[0]!;
  await expect(page.getByRole('status').filter({ hasText: prefix })).toBeVisible();
  await expectHouseWords(page, language, 'the dashboard offline');
  await page.context().setOffline(false);
}

/**
 * Book a class's form with a start inside the next 24 hours (the rule, and the earliest start allowed),
 * then over a booked class on Monday (the class it overlaps): each alert names its clock by itself.
 */
async function slotRefused(page: Page, language: Language): Promise<void> {
  const words = BOOKING[language];
  await openScreen(page, { route: '/yykc', signedIn: true, shell: true, path: '/#/yykc' }, language);
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.form.title });
  await dialog.getByLabel(words.form.startTime).fill('09:00');
  await dialog.getByLabel(words.form.endTime).fill('10:00');
  await page.keyboard.press('Tab'); // the times offered close
  await expect(dialog.getByRole('alert').filter({ hasText: words.rules.tooSoon })).toBeVisible();
  await expectHouseWords(page, language, 'the slot form, too soon');
  // Monday 14:00–15:00 is a booked class (seeded at this clock).
  await dialog.getByLabel(words.form.date).fill('2026-11-30');
  await dialog.getByLabel(words.form.startTime).fill('14:00');
  await dialog.getByLabel(words.form.endTime).fill('15:00');
  await page.keyboard.press('Tab');
  const overlap = dialog.getByRole('alert').filter({ hasText: words.rules.overlap });
  await expect(overlap).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: words.rules.tooSoon })).toHaveCount(0);
  await expectHouseWords(page, language, 'the slot form, overlapping');
}

/** The command palette as it opens: this week's classes, the one past midnight among them. */
async function palette(page: Page, language: Language): Promise<void> {
  await openScreen(page, { route: '/dashboard', signedIn: true, shell: true, path: '/#/dashboard' }, language);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .getByRole('option')
      .filter({ hasText: /\d\d:\d\d/ })
      .first(),
  ).toBeVisible();
  await expectHouseWords(page, language, 'the command palette');
  await page.keyboard.press('Escape');
}

const STATES: { name: string; visit: (page: Page, language: Language) => Promise<void> }[] = [
  { name: 'the dashboard offline', visit: offlineDashboard },
  { name: 'the slot form, refused', visit: slotRefused },
  { name: 'the command palette', visit: palette },
];

async function checkScreen(page: Page, screen: Screen, language: Language): Promise<void> {
  await openScreen(page, screen, language);
  await screenReady(page, language);
  await expectHouseWords(page, language, screen.route);
}

test.describe.configure({ timeout: 180_000 });

for (const timezoneId of DEVICE_ZONES) {
  for (const language of LANGUAGES) {
    test.describe(`${language}, a device in ${timezoneId}`, () => {
      test.use({ timezoneId, language, clock: SATURDAY_5PM, viewport: PHONE });
      for (const { name, role, screens } of SCREEN_VISITS) {
        for (let first = 0; first < screens.length; first += SCREENS_PER_JOURNEY) {
          const part = screens.slice(first, first + SCREENS_PER_JOURNEY);
          test.describe(() => {
            test.use({ role });
            test(`${name}: ${part.map((s) => s.route).join(', ')}: every time names its clock, in the house's words`, async ({ page }) => {
              for (const screen of part) await test.step(screen.route, () => checkScreen(page, screen, language));
            });
          });
        }
      }
      test.describe(() => {
        test.use({ role: 'teacher' });
        test(`${STATES.map((s) => s.name).join(', ')}: every time names its clock, in the house's words`, async ({ page }) => {
          for (const state of STATES) await test.step(state.name, () => state.visit(page, language));
        });
      });
    });
  }
}
