import enBooking from '../locales/en/booking.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDaysOff from '../locales/en/on-use/days-off.json' with { type: 'json' };
import enWeekTools from '../locales/en/on-use/week-tools.json' with { type: 'json' };
import zhBooking from '../locales/zh/booking.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhDaysOff from '../locales/zh/on-use/days-off.json' with { type: 'json' };
import zhWeekTools from '../locales/zh/on-use/week-tools.json' with { type: 'json' };
import { switchUser } from './support/app';
import { evidence } from './support/evidence';
import { expect, type Locator, type Page, test } from './support/fixtures';
import type { Language } from './support/screens';

/**
 * Issue 47.1 and 47.2: time off is a rule of the portal's own writes, and belongs to the teacher. On a New York device
 * at 390 px, Monday 2026-11-30 10:00 New York time: Emma opens Wednesday 07:00 this week, takes next Wednesday off, then
 * copies this week: Wednesday's copy is skipped, "You are off on Wed 2026-12-09", the rest is proposed.
 */
const WORDS = {
  en: { booking: enBooking, common: enCommon, daysOff: enDaysOff, weekTools: enWeekTools },
  zh: { booking: zhBooking, common: zhCommon, daysOff: zhDaysOff, weekTools: zhWeekTools },
};
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const PHONE = { width: 390, height: 844 };
const MONDAY = new Date('2026-11-30T15:00:00.000Z');

test.use({ role: 'teacher', clock: MONDAY, timezoneId: 'America/New_York', viewport: PHONE });

async function addSlot(page: Page, language: Language, date: string, start: string, end: string) {
  const { booking } = WORDS[language];
  await page.getByRole('button', { name: booking.add }).click();
  const dialog = page.getByRole('dialog', { name: booking.form.title });
  await dialog.getByLabel(booking.form.course).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(booking.form.date).fill(date);
  await dialog.getByLabel(booking.form.startTime).fill(start);
  await dialog.getByLabel(booking.form.endTime).fill(end);
  await dialog.getByLabel(booking.form.notes).fill('Bring the workbook');
  await dialog.getByRole('button', { name: booking.form.confirm }).click();
  await expect(dialog).toBeHidden();
}

async function takeDayOff(page: Page, language: Language, day: string): Promise<Locator> {
  const { booking, weekTools } = WORDS[language];
  await page.getByRole('button', { name: booking.weekTools.timeOff }).click();
  const off = page.getByRole('dialog', { name: booking.weekTools.timeOff });
  await off.getByLabel(weekTools.off.from).fill(day);
  await off.getByLabel(weekTools.off.to).fill(day);
  const closing = new RegExp(`^${weekTools.off.confirm_other.split('{{count}}')[0]}\\d`);
  await off
    .getByRole('button', { name: weekTools.off.confirmNone, exact: true })
    .or(off.getByRole('button', { name: closing }))
    .click();
  await off.getByRole('button', { name: weekTools.result.done }).click();
  await expect(off).toBeHidden();
  return page.getByRole('group', { name: WORDS[language].daysOff.label });
}

for (const language of ['en', 'zh'] as const) {
  test.describe(language, () => {
    test.use({ language });

    test('time off on next Wednesday, then a copy of this week: Wednesday is skipped, with its day; the rest is proposed', async ({
      page,
      openSignedIn,
    }) => {
      const { booking, common, weekTools } = WORDS[language];
      await openSignedIn('/#/yykc');
      await expect(page.getByRole('heading', { name: booking.title, level: 1 })).toBeVisible({ timeout: 20_000 });
      await addSlot(page, language, '2026-12-02', '07:00', '08:00');
      await addSlot(page, language, '2026-12-03', '07:00', '08:00');
      const span = await takeDayOff(page, language, '2026-12-09');
      await expect(span).toContainText('2026-12-09');

      await page.getByRole('button', { name: booking.weekTools.copy }).click();
      const copy = page.getByRole('dialog', { name: booking.weekTools.copy });
      const wednesday = copy.getByRole('listitem').filter({ hasText: '2026-12-09 07:00–08:00' });
      const day = `${common.weekday['3']} 2026-12-09`;
      await expect(wednesday).toContainText(fill(weekTools.copy.off, { day }));
      // Not proposed: no box to tick for it; Thursday's copy is.
      await expect(copy.getByRole('checkbox', { name: /2026-12-09 07:00/ })).toHaveCount(0);
      await expect(copy.getByRole('checkbox', { name: /2026-12-10 07:00/ })).toBeChecked();
      await evidence(page, `copy-skips-time-off-${language}`);
    });
  });
}

test.describe('an administrator acting as Emma', () => {
  test.use({ role: 'admin', language: 'en' });

  test('sees the time off Emma took on this device; acting as another teacher, she does not', async ({ page, openSignedIn }) => {
    await openSignedIn();
    // Emma's time off, as her own session kept it on this device (keyed by her teacher id, 1001).
    const kept = { from: '2026-12-09', to: '2026-12-09', endMs: Date.parse('2026-12-10T05:00:00Z') };
    await page.evaluate((entry) => localStorage.setItem('tp.days-off:teacher:1001', JSON.stringify([entry])), kept);
    await switchUser(page, 'admin', 'teacher@demo', /Emma Li/);
    await expect(page.getByRole('group', { name: 'Time off' })).toContainText('2026-12-09 Wed');
    await switchUser(page, 'admin', 'olivia.smith', /Olivia Smith/);
    await expect(page.getByRole('group', { name: 'Time off' })).toHaveCount(0);
  });
});
