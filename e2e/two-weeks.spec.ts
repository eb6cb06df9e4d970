import enBooking from '../locales/en/booking.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enSlotForm from '../locales/en/on-use/slot-form.json' with { type: 'json' };
import zhBooking from '../locales/zh/booking.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhDashboard from '../locales/zh/dashboard.json' with { type: 'json' };
import zhSlotForm from '../locales/zh/on-use/slot-form.json' with { type: 'json' };
import enWeekTools from '../locales/en/on-use/week-tools.json' with { type: 'json' };
import zhWeekTools from '../locales/zh/on-use/week-tools.json' with { type: 'json' };
import { expectAccessible } from './support/axe';
import { evidence } from './support/evidence';
import { expect, type Page, test } from './support/fixtures';
import type { Language } from './support/screens';

/**
 * One week, Monday to Sunday, everywhere (issue 48.2; issue 39, points 4 and 5 before it). Spec 1's "this week runs
 * through the coming Sunday end of day" is the only week: My courses' tabs, the calendar file's notice, Book a class's
 * weeks and the link to its later classes, the week copy and time off's links name the same days, in the same words
 * ("2026-11-23 Mon to 2026-11-29 Sun"), on a Saturday and on a Sunday night. A weekly slot past midnight on the last
 * Sunday ends after the weeks: it is left out by itself, its reason said once on its line, and the rest is opened.
 * In both languages, at 390 px, on a device in New York (a clock that changes) and in Shanghai.
 */

const WORDS = {
  en: { common: enCommon, dashboard: enDashboard, booking: enBooking, slotForm: enSlotForm, weekTools: enWeekTools },
  zh: { common: zhCommon, dashboard: zhDashboard, booking: zhBooking, slotForm: zhSlotForm, weekTools: zhWeekTools },
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The shared words of a day and a range of days (common: days.*), as the journeys expect them. */
const dayText = (language: Language, date: string) =>
  fill(WORDS[language].common.days.day, { date, weekday: WORDS[language].common.weekday[String(weekdayOf(date)) as '0'] });
const spanText = (language: Language, from: string, to: string) =>
  fill(WORDS[language].common.days.span, { from: dayText(language, from), to: dayText(language, to) });

const PHONE = { width: 390, height: 844 };
const LANGUAGES: Language[] = ['en', 'zh'];
const DEVICE_ZONES = ['America/New_York', 'Asia/Shanghai'] as const;

interface Clock {
  name: string;
  now: Date;
  /** The Monday of this week (teacher time, New York): every screen's week runs from it to its Sunday. */
  monday: string;
}

const CLOCKS: Clock[] = [
  { name: 'Saturday 2026-11-28 17:00', now: new Date('2026-11-28T22:00:00.000Z'), monday: '2026-11-23' },
  { name: 'Sunday 2026-11-29 23:59', now: new Date('2026-11-30T04:59:00.000Z'), monday: '2026-11-23' },
  {
    name: 'Wednesday 2027-03-17 10:00, the week after New York’s clocks went forward',
    now: new Date('2027-03-17T14:00:00.000Z'),
    monday: '2027-03-15',
  },
];

const tabNamed = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const DATE = /\d{4}-\d{2}-\d{2}/;

for (const timezoneId of DEVICE_ZONES) {
  for (const language of LANGUAGES) {
    const { dashboard, booking, weekTools } = WORDS[language];
    test.describe(`${language}, a device in ${timezoneId}`, () => {
      test.use({ role: 'teacher', language, timezoneId, viewport: PHONE });

      for (const clock of CLOCKS) {
        test.describe(clock.name, () => {
          test.use({ clock: clock.now });

          test('My courses, the calendar file, Book a class, the copy and time off name one week, Monday to Sunday', async ({
            page,
            openSignedIn,
          }) => {
            const thisWeek: [string, string] = [clock.monday, addDays(clock.monday, 6)];
            const nextWeek: [string, string] = [addDays(clock.monday, 7), addDays(clock.monday, 13)];
            await openSignedIn();
            await expect(page.getByText(spanText(language, ...thisWeek), { exact: true })).toBeVisible();
            // The calendar file holds the two tabs: its notice names them and their days.
            await page.getByRole('button', { name: dashboard.calendar.download }).click();
            const notice = page
              .getByRole('alert')
              .filter({ hasText: fill(dashboard.calendar.saved, { fileName: dashboard.calendar.fileName }) });
            await expect(notice).toContainText(spanText(language, thisWeek[0], nextWeek[1]));
            await tabNamed(page, dashboard.tabs.nextWeek).click();
            await expect(page.getByText(spanText(language, ...nextWeek), { exact: true })).toBeVisible();

            await page.goto('/#/yykc');
            // The week's first load (its code and the slots) on a busy machine: as the other journeys of Book a class wait.
            await expect(page.getByText(`${booking.week.this} · ${spanText(language, ...thisWeek)}`, { exact: true })).toBeVisible({
              timeout: 20_000,
            });
            // After its last day (next week's Sunday), the classes are on My courses › More, one tap away.
            await expect(page.getByText(fill(booking.beyond, { day: dayText(language, nextWeek[1]) }).trim())).toBeVisible();
            const beyond = page.getByRole('link', { name: fill(booking.beyondLink, { tab: dashboard.tabs.more }) });
            await expect(beyond).toBeVisible();

            // The copy: every slot of this week (Sunday's included) lands in next week, Monday to Sunday.
            await page.getByRole('button', { name: booking.weekTools.copy }).click();
            const copy = page.getByRole('dialog', { name: booking.weekTools.copy });
            await expect(copy.getByText(weekTools.copy.intro.split('{{zone}}')[0]!)).toBeVisible(); // its lines are drawn with it
            for (const box of await copy.getByRole('checkbox').all()) {
              const date = DATE.exec(await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? ''))?.[0] ?? '';
              expect(date >= nextWeek[0] && date <= nextWeek[1], `a copy on ${date}`).toBe(true);
            }
            await page.keyboard.press('Escape');
            await expect(copy).toBeHidden();

            // Time off over next week: each booked class in it is sent to the tab of the week it starts in.
            await page.getByRole('button', { name: booking.weekTools.timeOff, exact: true }).click();
            const off = page.getByRole('dialog', { name: booking.weekTools.timeOff });
            await off.getByLabel(weekTools.off.from).fill(nextWeek[0]);
            await off.getByLabel(weekTools.off.to).fill(nextWeek[1]);
            const booked = off.getByRole('listitem').filter({ has: page.getByRole('link') });
            await expect(booked.first()).toBeVisible();
            for (const item of await booked.all()) {
              const starts = DATE.exec((await item.textContent()) ?? '')?.[0] ?? '';
              const tab = starts <= thisWeek[1] ? dashboard.tabs.thisWeek : dashboard.tabs.nextWeek;
              await expect(item.getByRole('link'), `a class starting ${starts}`).toHaveText(fill(weekTools.off.bookedLink, { tab }));
            }
            await page.keyboard.press('Escape');
            await expect(off).toBeHidden();

            await page.getByRole('button', { name: booking.week.following }).click();
            await expect(page.getByText(`${booking.week.next} · ${spanText(language, ...nextWeek)}`, { exact: true })).toBeVisible();
            await evidence(page, `two-weeks-${language}-${timezoneId.replace('/', '-')}-${clock.now.toISOString().slice(0, 10)}`);
            await beyond.click();
            await expect(tabNamed(page, dashboard.tabs.more)).toHaveAttribute('aria-selected', 'true');
            await expect(
              page.getByText(fill(dashboard.range.from, { from: dayText(language, addDays(nextWeek[1], 1)) }), { exact: true }),
            ).toBeVisible();
          });
        });
      }

      test.describe('Saturday 2026-11-28 17:00', () => {
        test.use({ clock: CLOCKS[0]!.now });

        test('a weekly 23:30–00:30 up to the last Sunday: that night starts inside next week, so it is opened with the rest', async ({
          page,
          openSignedIn,
        }) => {
          const form = booking.form;
          await openSignedIn('/#/yykc?week=next');
          await page.getByRole('button', { name: booking.add }).click();
          const dialog = page.getByRole('dialog', { name: form.title });
          await dialog.getByLabel(form.course).click();
          await page.getByRole('option').first().click();
          await dialog.getByLabel(form.date).fill('2026-11-30');
          await dialog.getByLabel(form.startTime).fill('23:30');
          await dialog.getByLabel(form.endTime).fill('00:30');
          await dialog.getByLabel(form.notes).fill('Bring the workbook');
          await dialog.getByRole('radio', { name: form.patternWeekly }).check();
          await dialog.getByRole('checkbox', { name: WORDS[language].common.weekday['0'], exact: true }).check();
          await dialog.getByLabel(form.until).fill('2026-12-06');
          await dialog.getByLabel(form.notes).focus();

          const span = fill(dashboard.span.nextDay, { start: '23:30', end: '00:30' });
          const sunday = dialog.getByRole('checkbox', { name: fill(form.include, { date: '2026-12-06', time: span }) });
          // A slot belongs to the week it starts in: no window refusal for the night that ends on Monday.
          await expect(sunday).toBeChecked();
          await expect(sunday).toBeEnabled();
          await expect(dialog.getByText(booking.rules.outsideWindow)).toHaveCount(0);
          await expect(dialog.getByRole('alert')).toHaveCount(0);
          await expect(dialog.getByText(fill(form.preview, { count: 2 }))).toBeVisible();
          await expectAccessible(page, 'the weekly batch up to the last Sunday');
          await evidence(page, `slot-last-sunday-${language}`);

          const created = page.waitForResponse(
            (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/alg_teachers/appointment_groups'),
          );
          await dialog.getByRole('button', { name: form.confirm }).click();
          const answer = (await (await created).json()) as { appointments: { start_at: string }[] };
          // Monday 23:30 and the last Sunday 23:30, New York time (EST): the host opens both.
          expect(answer.appointments.map((a) => Date.parse(a.start_at))).toEqual([
            Date.parse('2026-12-01T04:30:00Z'),
            Date.parse('2026-12-07T04:30:00Z'),
          ]);
          await expect(dialog).toBeHidden();
        });
      });
    });
  }
}
