/**
 * Where the booking week is scrolled to: it opens on the earliest slot of the days shown (or the
 * start of a working day when there is none), and after slots were added it shows the new ones,
 * going to their week (and day, on a phone) when they are elsewhere. Times are the teacher's wall
 * clock; the grid is scrolled by the time of day alone.
 */
import { daysBetween, parseWallTime, splitWallDateTime } from './wall-date';
import type { SegmentPart } from './wall-range';
import type { WeekKey } from './week-window';

/** A week with no slot opens here. */
export const WORKDAY_START_MINUTES = 8 * 60;
/** The row above the slot stays in view, so the slot does not sit right under the day header. */
const LEAD_MINUTES = 30;

/** A piece of the calendar: its start ('YYYY-MM-DD HH:mm:ss') and which piece of its slot it is. */
export interface Piece {
  start: string;
  part: SegmentPart;
}

/** Minutes since midnight the grid's top row should show for a slot starting at `minutes`. */
export const scrollMinutes = (minutes: number, interval: number): number =>
  Math.max(Math.floor((minutes - LEAD_MINUTES) / interval) * interval, 0);

const timeOfDay = (start: string) => parseWallTime(splitWallDateTime(start)?.time ?? '') ?? Number.NaN;
const earliest = (starts: readonly string[]) => Math.min(...starts.map(timeOfDay).filter((m) => !Number.isNaN(m)));

/**
 * The time of day the days shown open at: the earliest slot starting in them; without one the
 * earliest piece continued from the night before (it would otherwise hide above); else the workday.
 */
export function openingMinutes(pieces: readonly Piece[], days: readonly string[]): number {
  const shown = pieces.filter((p) => days.includes(p.start.slice(0, 10)));
  const starts = shown.filter((p) => p.part !== 'continued');
  const minutes = earliest((starts.length > 0 ? starts : shown).map((p) => p.start));
  return Number.isFinite(minutes) ? minutes : WORKDAY_START_MINUTES;
}

export interface NewSlotsPlace {
  week: WeekKey;
  /** On a phone, the day to show; null: keep the whole week (or the day shown). */
  day: string | null;
  minutes: number;
}

/**
 * Where to show slots just opened (their starts, 'YYYY-MM-DD HH:mm:ss' teacher time): where the
 * teacher is when some of them are there (the week, or the one day a phone shows), else the week
 * and day of the first of them. Null when none lies in this or next week.
 */
export function newSlotsPlace(
  starts: readonly string[],
  weeks: Record<WeekKey, string>,
  at: { week: WeekKey; day: string | null },
): NewSlotsPlace | null {
  const weekOf = (start: string): WeekKey | null => {
    for (const key of ['this', 'next'] as const) {
      const offset = daysBetween(weeks[key], start.slice(0, 10));
      if (offset >= 0 && offset < 7) return key;
    }
    return null;
  };
  const inWindow = [...starts].filter((s) => splitWallDateTime(s) && weekOf(s)).sort();
  const here = inWindow.filter((s) => (at.day ? s.startsWith(at.day) : weekOf(s) === at.week));
  if (here.length > 0) return { week: at.week, day: null, minutes: earliest(here) };
  const [first] = inWindow;
  if (!first) return null;
  const week = weekOf(first)!;
  const there = at.day ? inWindow.filter((s) => s.startsWith(first.slice(0, 10))) : inWindow.filter((s) => weekOf(s) === week);
  return { week, day: at.day ? first.slice(0, 10) : null, minutes: earliest(there) };
}
