import type { TFunction } from 'i18next';
import { weekdayOf } from '../model/wall-date';
import type { WallRange } from '../model/wall-range';

/** "09:00–10:00"; past midnight "23:30–00:30 (next day)"; over more than one night the end's date too. */
export function rangeTime(range: WallRange, t: TFunction): string {
  const { startTime: start, endTime: end } = range;
  if (range.days === 0) return `${start}–${end}`;
  return range.days === 1 ? t('event.nextDay', { start, end }) : t('event.untilDate', { start, end, date: range.endDate });
}

/** "Fri 2026-03-06": a day as the booking lines write it, before its times. */
export const slotDay = (date: string, t: TFunction): string => `${t(`common:weekday.${weekdayOf(date)}`)} ${date}`;

/** "Fri 2026-03-06 07:00–08:00"; past midnight both days: "Sat 2026-03-07 23:30 – Sun 2026-03-08 00:30". */
export function rangeWhen(range: WallRange, t: TFunction): string {
  const day = (date: string) => slotDay(date, t);
  if (range.days === 0) return `${day(range.startDate)} ${range.startTime}–${range.endTime}`;
  return `${day(range.startDate)} ${range.startTime} – ${day(range.endDate)} ${range.endTime}`;
}
