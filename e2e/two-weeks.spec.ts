import enBooking from '../locales/en/booking.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enSlotForm from '../locales/en/on-use/slot-form.json' with { type: 'json' };
import zhBooking from '../locales/zh/booking.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhDashboard from '../locales/zh/dashboard.json' with { type: 'json' };
import zhSlotForm from '../locales/zh/on-use/slot-form.json' with { type: 'json' };
import { expectAccessible } from './support/axe';
import { evidence } from './support/evidence';
import { expect, type Page, test } from './support/fixtures';
import type { Language } from './support/screens';

/**
 * The two weeks, said plainly (issue 39, points 4 and 5). My courses' weeks end on Sunday (spec 1), Book a
 * class's run Sunday to Saturday (spec 2 and 6): both rules stay, and each screen says its days in the same
 * words ("2026-11-22 Sun to 2026-11-28 Sat"), the calendar file's notice too; Book a class says where a class
 * after its weeks is listed. A weekly slot past midnight on the last Saturday ends after the weeks: it is
 * left out by itself, its reason said once on its line, and the rest of the batch is opened.
 * In both languages, at 390 px, on a device in New York (a clock that changes) and in Shanghai.
 */

const WORDS = {
  en: { common: enCommon, dashboard: enDashboard, booking: enBooking, slotForm: enSlotForm },
  zh: { common: zhCommon, dashboard: zhDashboard, booking: zhBooking, slotForm: zhSlotForm },
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
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
  /** My courses' tabs (spec 1: through Sunday); this week is today alone on a Sunday. */
  thisWeek: [string, string];
  nextWeek: [string, string];
  /** Book a class's weeks (Sunday to Saturday). */
  booking: { thisWeek: [string, string]; lastDay: string };
  /** The tab that lists a class of the day after Book a class's last day. */
  beyondTab: 'nextWeek' | 'more';
}

const CLOCKS: Clock[] = [
  {
    name: 'Saturday 2026-11-28 17:00',
    now: new Date('2026-11-28T22:00:00.000Z'),
    thisWeek: ['2026-11-28', '2026-11-29'],
    nextWeek: ['2026-11-30', '2026-12-06'],
    booking: { thisWeek: ['2026-11-22', '2026-11-28'], lastDay: '2026-12-05' },
    beyondTab: 'nextWeek',
  },
  {
    name: 'Sunday 2026-11-29 23:59',
    now: new Date('2026-11-30T04:59:00.000Z'),
    thisWeek: ['2026-11-29', '2026-11-29'],
    nextWeek: ['2026-11-30', '2026-12-06'],
    booking: { thisWeek: ['2026-11-29', '2026-12-05'], lastDay: '2026-12-12' },
    beyondTab: 'more',
  },
  {
    name: 'Wednesday 2027-03-17 10:00, the week New York’s clocks went forward',
    now: new Date('2027-03-17T14:00:00.000Z'),
    thisWeek: ['2027-03-17', '2027-03-21'],
    nextWeek: ['2027-03-22', '2027-03-28'],
    booking: { thisWeek: ['2027-03-14', '2027-03-20'], lastDay: '2027-03-27' },
    beyondTab: 'nextWeek',
  },
];

const tabNamed = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

for (const timezoneId of DEVICE_ZONES) {
  for (const language of LANGUAGES) {
    const { dashboard, booking } = WORDS[language];
    test.describe(`${language}, a device in ${timezoneId}`, () => {
      test.use({ role: 'teacher', language, timezoneId, viewport: PHONE });

      for (const clock of CLOCKS) {
        test.describe(clock.name, () => {
          test.use({ clock: clock.now });

          test('My courses, the calendar file and Book a class each say their days in the same words; Book a class says where later classes are', async ({
            page,
            openSignedIn,
          }) => {
            await openSignedIn();
            const [from, to] = clock.thisWeek;
            const thisWeek = from === to ? fill(dashboard.range.day, { day: dayText(language, from) }) : spanText(language, from, to);
            await expect(page.getByText(thisWeek, { exact: true })).toBeVisible();
            // The calendar file holds the two tabs: its notice names them and their days.
            await page.getByRole('button', { name: dashboard.calendar.download }).click();
            const notice = page
              .getByRole('alert')
              .filter({ hasText: fill(dashboard.calendar.saved, { fileName: dashboard.calendar.fileName }) });
            await expect(notice).toContainText(`${spanText(language, from, clock.nextWeek[1])}`);
            await tabNamed(page, dashboard.tabs.nextWeek).click();
            await expect(page.getByText(spanText(language, ...clock.nextWeek), { exact: true })).toBeVisible();

            await page.goto('/#/yykc');
            const bookingWeek = `${booking.week.this} · ${spanText(language, ...clock.booking.thisWeek)}`;
            await expect(page.getByText(bookingWeek, { exact: true })).toBeVisible();
            // After its last day, where the classes are: the tab that lists the next day, one tap away.
            const tab = dashboard.tabs[clock.beyondTab];
            const beyond = page.getByRole('link', { name: fill(booking.beyondLink, { tab }) });
            await expect(page.getByText(fill(booking.beyond, { day: dayText(language, clock.booking.lastDay) }).trim())).toBeVisible();
            await evidence(page, `two-weeks-${language}-${clock.now.toISOString().slice(0, 10)}`);
            await beyond.click();
            await expect(tabNamed(page, tab)).toHaveAttribute('aria-selected', 'true');
          });
        });
      }

      test.describe('Saturday 2026-11-28 17:00', () => {
        test.use({ clock: CLOCKS[0]!.now });

        test('a weekly 23:30–00:30 on the last Saturday ends after next week: left out by itself, said once on its line; the rest is opened', async ({
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
          await dialog.getByRole('checkbox', { name: WORDS[language].common.weekday['6'], exact: true }).check();
          await dialog.getByLabel(form.until).fill('2026-12-05');
          await dialog.getByLabel(form.notes).focus();

          const span = fill(dashboard.span.nextDay, { start: '23:30', end: '00:30' });
          const saturday = dialog.getByRole('checkbox', { name: fill(form.include, { date: '2026-12-05', time: span }) });
          const reason = fill(WORDS[language].slotForm.leftOut.endsAfter, { day: dayText(language, '2026-12-06') });
          await expect(saturday).not.toBeChecked();
          await expect(saturday).toBeDisabled();
          await expect(saturday).toHaveAccessibleDescription(reason);
          // Said once: on its line, not again in an alert.
          await expect(dialog.getByText(reason)).toHaveCount(1);
          await expect(dialog.getByText(booking.rules.outsideWindow)).toHaveCount(0);
          await expect(dialog.getByRole('alert')).toHaveCount(0);
          await expect(dialog.getByText(fill(form.preview, { count: 1 }))).toBeVisible();
          await expectAccessible(page, 'the weekly batch with a day left out');
          await evidence(page, `slot-left-out-${language}`);

          const created = page.waitForResponse(
            (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/alg_teachers/appointment_groups'),
          );
          await dialog.getByRole('button', { name: form.confirm }).click();
          const answer = (await (await created).json()) as { appointments: { start_at: string }[] };
          // Monday 23:30 New York time (EST): the only slot sent.
          expect(answer.appointments.map((a) => Date.parse(a.start_at))).toEqual([Date.parse('2026-12-01T04:30:00Z')]);
          await expect(dialog).toBeHidden();
        });
      });
    });
  }
}
