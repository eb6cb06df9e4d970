import enBrief from '../locales/en/on-use/brief.json' with { type: 'json' };
import zhBrief from '../locales/zh/on-use/brief.json' with { type: 'json' };
import enClassroom from '../locales/en/classroom.json' with { type: 'json' };
import zhClassroom from '../locales/zh/classroom.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import zhDashboard from '../locales/zh/dashboard.json' with { type: 'json' };
import { LANDING_TIMEOUT } from './support/app';
import { CARD_TIMES, NOW } from './support/class-clock';
import { evidence } from './support/evidence';
import { expect, type Locator, type Page, test } from './support/fixtures';
import type { Language } from './support/screens';

/**
 * My courses on a phone's first screen (issue 39, points 1, 2, 7 and 8), in English and Chinese at
 * 390 × 844: Up next says what comes next and no more; what arrives late moves nothing on screen; a
 * card offers "Enter classroom" only once the classroom is open; a class days away counts calendar
 * days. The demo teacher (Emma Li) lives in New York (EDT, UTC−4); the demo host seeds her classes
 * relative to the page clock (mocks/data/schedule.ts): one in progress since the half hour, one 3 h
 * later, one 20 h later, the rest of her weeks around them.
 */
const TEXT = {
  en: { dashboard: enDashboard, classroom: enClassroom, brief: enBrief },
  zh: { dashboard: zhDashboard, classroom: zhClassroom, brief: zhBrief },
};
const LANGUAGES: Language[] = ['en', 'zh'];
const PHONE = { width: 390, height: 844 };

/** i18next's plural of a count: English one/other, Chinese other. */
const plural = (words: Record<string, string>, key: string, count: number, language: Language) =>
  (words[`${key}_${language === 'en' && count === 1 ? 'one' : 'other'}`] ?? '').replace('{{count}}', String(count));

/** A card's day and times as its first line says them ("2026-06-10 Wed · 13:00–14:00"), in the page's language. */
const cardTimes = (when: string, language: Language) =>
  language === 'en' ? when : when.replace(/ (Sun|Mon|Tue|Wed|Thu|Fri|Sat) /, (_, day: string) => ` ${zhWeekday(day)} `);
const zhWeekday = (day: string) => zhCommon.weekday[String(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day)) as '0'];

/** The card of the class with that first line. */
const card = (page: Page, when: string, language: Language) => page.getByRole('article').filter({ hasText: cardTimes(when, language) });

/** A card's way in: its only link named as the card's first action is ("Waiting room" or "Enter classroom"). */
const wayIn = (cardOf: Locator, name: string) => cardOf.getByRole('link', { name, exact: true });

/** A class card's title: what names its article. */
async function titleOf(article: Locator): Promise<string> {
  const id = await article.getAttribute('aria-labelledby');
  return ((await article.page().locator(`[id="${id}"]`).textContent()) ?? '').trim();
}

/** The text is drawn whole: neither cut by an ellipsis nor clipped by its box. */
const wholeText = (text: Locator) =>
  text.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);

test.use({ role: 'teacher', language: 'en', viewport: PHONE, timezoneId: 'America/New_York' });

for (const language of LANGUAGES) {
  const { dashboard, classroom, brief } = TEXT[language];

  test.describe(`in ${language}`, () => {
    test.use({ language });

    test.describe('at 00:10, three classes today', () => {
      // In progress since 00:00, the next at 03:00, one more at 20:00: the day's classes start early.
      test.use({ clock: new Date('2026-06-10T04:10:00.000Z') });

      test('Up next holds the class in progress and the next one, "+N more today" leads to the rest; the first card’s way in is on the first screen', async ({
        page,
        openSignedIn,
      }) => {
        await openSignedIn();
        const upNext = page.getByRole('region', { name: dashboard.upNext.title });
        const rows = upNext.getByRole('listitem');
        await expect(rows).toHaveCount(2, { timeout: LANDING_TIMEOUT });
        await expect(rows.nth(0)).toContainText(cardTimes('2026-06-10 Wed · 00:00–01:00', language));
        await expect(rows.nth(0)).toContainText(dashboard.startsIn.inProgress);
        await expect(rows.nth(1)).toContainText(cardTimes('2026-06-10 Wed · 03:00–04:00', language));
        // Each class's whole title reads in its row (issue 48.6: "Making Pl…"), as its card names it.
        for (const [row, when] of [
          [rows.nth(0), '2026-06-10 Wed · 00:00–01:00'],
          [rows.nth(1), '2026-06-10 Wed · 03:00–04:00'],
        ] as const) {
          const title = await titleOf(card(page, when, language));
          expect(await wholeText(row.getByText(title, { exact: true })), `"${title}" shown whole in Up next`).toBe(true);
        }

        // Today's other classes are counted, not listed: the This Week tab's cards of today, less the two above.
        const today = page.getByRole('article').filter({ hasText: cardTimes('2026-06-10 Wed ·', language) });
        await expect(today.nth(2)).toBeVisible();
        const more = (await today.count()) - 2;
        const moreToday = upNext.getByRole('link', { name: plural(dashboard.upNext, 'moreToday', more, language), exact: true });
        await expect(moreToday).toBeVisible();

        // The first screen: the tabs, all on one row, and the first card's main action, whole.
        const first = page.getByRole('article').first();
        await expect(wayIn(first, dashboard.actions.enter)).toBeInViewport({ ratio: 1 });
        const tabs = page.getByRole('tab');
        await expect(tabs).toHaveCount(3);
        for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
        await evidence(page, `up-next-first-screen-${language}-390`);

        // "+N more today" leads to the first of them from any tab: This Week, that card in view, its way in focused.
        await page.getByRole('tab', { name: new RegExp(`^${dashboard.tabs.nextWeek}[ （]`) }).click();
        await moreToday.click();
        await expect(page.getByRole('tab', { name: new RegExp(`^${dashboard.tabs.thisWeek}[ （]`) })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const third = today.nth(2);
        await expect(wayIn(third, dashboard.actions.waitingRoom)).toBeFocused();
        await expect(third).toBeInViewport();
        await evidence(page, `up-next-more-today-${language}-390`);

        // The tabs keep one row with counts of two and three digits (the state in which "More" wrapped alone).
        await page.evaluate(() => window.scrollTo(0, 0));
        await tabs.evaluateAll((all) => {
          for (const tab of all) {
            const label = tab.querySelector('.mantine-Tabs-tabLabel') ?? tab;
            label.textContent = (label.textContent ?? '').replace(/\(\d+\)/, tab === all[2] ? '(888)' : '(88)');
          }
        });
        const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        expect(new Set(tops).size, `the tabs' tops: ${tops.join(', ')}`).toBe(1);
      });
    });

    test.describe('at 10:10', () => {
      test.use({ clock: NOW });

      test('the after-class line arrives below the class list: the first card stays where it was', async ({ page, openSignedIn }) => {
        await openSignedIn();
        const first = page.getByRole('article').first();
        await expect(first).toBeVisible({ timeout: LANDING_TIMEOUT });
        const line = page.getByRole('region', { name: brief.afterClass.title });
        // Measured before it arrives (the dashboard counts once idle: 1.5 s after the cards at the earliest).
        await expect(line).toHaveCount(0);
        const before = await first.boundingBox();
        const tabsBefore = await page.getByRole('tablist').boundingBox();
        await expect(line).toBeVisible({ timeout: LANDING_TIMEOUT });
        expect(await first.boundingBox()).toEqual(before);
        expect(await page.getByRole('tablist').boundingBox()).toEqual(tabsBefore);
        // Where it is: after the last card of the list (nothing on screen below it to move).
        const last = (await page.getByRole('article').last().boundingBox())!;
        expect((await line.boundingBox())!.y).toBeGreaterThanOrEqual(last.y + last.height);
        await line.scrollIntoViewIfNeeded();
        await evidence(page, `after-class-line-${language}-390`);
      });

      test('before the classroom opens a card offers its waiting room; "Enter classroom" only from 15 minutes before the start', async ({
        page,
        openSignedIn,
      }) => {
        await openSignedIn();
        // In progress (10:00–11:00): the classroom is open.
        const now = card(page, CARD_TIMES.inProgress, language);
        await expect(wayIn(now, dashboard.actions.enter)).toHaveAttribute('data-variant', 'filled', { timeout: LANDING_TIMEOUT });
        // 13:00, 2 h 50 min away: the waiting room, drawn light as Up next's, and no Enter that would lead to a disabled one.
        const later = card(page, CARD_TIMES.laterToday, language);
        await expect(wayIn(later, dashboard.actions.waitingRoom)).toHaveAttribute('data-variant', 'light');
        await expect(wayIn(later, dashboard.actions.enter)).toHaveCount(0);
        // Up next names its row's way in as the card does, and turns with it.
        const title = (await later.getByRole('heading').textContent()) ?? '';
        const upNextWay = (key: 'open' | 'enter') =>
          page
            .getByRole('region', { name: dashboard.upNext.title })
            .getByRole('link', { name: dashboard.upNext[key].replace('{{title}}', title), exact: true });
        await expect(upNextWay('open')).toBeVisible();
        await expect(upNextWay('enter')).toHaveCount(0);
        await later.scrollIntoViewIfNeeded();
        await evidence(page, `card-waiting-room-${language}-390`);

        // 12:44:59, a second before the classroom opens: still the waiting room.
        await page.clock.pauseAt(new Date('2026-06-10T16:44:59.000Z'));
        await expect(wayIn(later, dashboard.actions.waitingRoom)).toBeVisible();
        // 12:45:00: Enter, solid, by itself (the card's own timer, no reload).
        await page.clock.runFor(1000);
        await expect(wayIn(later, dashboard.actions.enter)).toHaveAttribute('data-variant', 'filled');
        await expect(wayIn(later, dashboard.actions.waitingRoom)).toHaveCount(0);
        await expect(upNextWay('enter')).toHaveAttribute('data-variant', 'filled');
        await expect(upNextWay('open')).toHaveCount(0);
        await evidence(page, `card-enter-open-${language}-390`);

        // It can be used: the waiting room it opens has Enter on.
        await page.clock.resume();
        await wayIn(later, dashboard.actions.enter).click();
        await expect(page.getByRole('heading', { name: classroom.waitingTitle, level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: classroom.enter })).toBeEnabled();
      });
    });

    test.describe('on Saturday at 17:00', () => {
      // Saturday 2026-06-13 17:00 in New York.
      const SATURDAY = new Date('2026-06-13T21:00:00.000Z');
      test.use({ clock: SATURDAY });

      test('a class a day or more away counts calendar days in the teacher’s zone: tomorrow, in 2 days…; under a day, hours', async ({
        page,
        openSignedIn,
      }) => {
        await openSignedIn();
        await expect(page.getByRole('article').first()).toBeVisible({ timeout: LANDING_TIMEOUT });
        const said = startsInWords(dashboard.startsIn);
        let differ = 0; // cards whose whole 24-hour days (the old count) are not their calendar days
        for (const tab of [dashboard.tabs.thisWeek, dashboard.tabs.nextWeek]) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}[ （]`) }).click();
          await expect(page.getByRole('article').first()).toBeVisible();
          for (const text of await page.getByRole('article').allInnerTexts()) {
            const [, date, time] = /(\d{4}-\d{2}-\d{2}) \S+ · (\d{2}:\d{2})/.exec(text) ?? [];
            const start = Date.parse(`${date}T${time}:00-04:00`);
            const minutes = Math.ceil((start - SATURDAY.getTime()) / 60_000);
            if (minutes <= 0) continue; // in progress
            const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse('2026-06-13T00:00:00Z')) / 86_400_000;
            const expected = minutes < 24 * 60 ? said.underADay : days === 1 ? said.tomorrow : said.days(days);
            expect(text, `the card of ${date} ${time}`).toMatch(expected);
            if (minutes >= 24 * 60 && Math.floor(minutes / (24 * 60)) !== days) differ += 1;
          }
        }
        // The seeded weeks hold classes where the two counts part (Monday 14:00 is "in 2 days", never "in 1 day").
        expect(differ).toBeGreaterThan(0);
        await page.getByRole('tab', { name: new RegExp(`^${dashboard.tabs.nextWeek}[ （]`) }).click();
        await evidence(page, `day-counts-${language}-390`);
      });
    });
  });
}

/** What a card's badge may say, as patterns over the card's text. */
function startsInWords(words: (typeof TEXT)['en']['dashboard']['startsIn']) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const count = (template: string) => escape(template).replace(escape('{{count}}'), '\\d+');
  const hours = escape(words.hoursMinutes).replace(escape('{{hours}}'), '\\d+').replace(escape('{{minutes}}'), '\\d+');
  return {
    underADay: new RegExp(`(^|\\s)(${count(words.minutes_other)}|${count(words.hours_other)}|${hours})(\\s|$)`),
    tomorrow: new RegExp(`(^|\\s)${escape(words.tomorrow)}(\\s|$)`),
    days: (n: number) =>
      new RegExp(`(^|\\s)${escape(n === 1 ? words.days_one : words.days_other).replace(escape('{{count}}'), String(n))}(\\s|$)`),
  };
}
