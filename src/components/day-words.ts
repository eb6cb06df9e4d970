import type { TFunction } from 'i18next';

export interface DayWords {
  /** "2026-11-28 Sat", as a class card writes its day. */
  day: (date: string) => string;
  /** "2026-11-23 Mon to 2026-11-29 Sun". */
  span: (from: string, to: string) => string;
}

/**
 * One wording of a day and of a range of days (issue 39, point 4): My courses' tabs, Book a class's weeks
 * and the calendar file's notice name the one teacher week (Monday to Sunday, lib/time/teacher-week.ts) by
 * its days, all three in these words (`common:days.*`; the tabs' line, on the first page,
 * writes them from its own weekday). `date` is a calendar date 'YYYY-MM-DD' (its weekday needs no zone);
 * `t` may be any namespace's.
 */
export function dayWords(t: TFunction): DayWords {
  const day = (date: string) => t('common:days.day', { date, weekday: t(`common:weekday.${new Date(`${date}T00:00:00Z`).getUTCDay()}`) });
  return { day, span: (from, to) => t('common:days.span', { from: day(from), to: day(to) }) };
}
