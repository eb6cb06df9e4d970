/**
 * Dates and times as the teacher's wall clock shows them: 'YYYY-MM-DD', 'HH:mm' and the
 * 'YYYY-MM-DD HH:mm:ss' strings the week calendar takes. Date arithmetic here is plain
 * calendar arithmetic (UTC getters only), so neither the browser's zone nor DST can shift a day.
 */
import { fromTeacherWall, toTeacherWall, type TeacherZone, type WallTime } from '@/lib/time/zone-offset';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

export interface WallDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' as a real calendar date, or null ('2026-02-30' is null, not 2 March). */
export function parseWallDate(text: string): WallDate | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** 'HH:mm' (or 'HH:mm:ss') as minutes since midnight, or null. */
export function parseWallTime(text: string): number | null {
  const m = TIME_RE.exec(text);
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  return hour < 24 && minute < 60 && Number(m[3] ?? 0) < 60 ? hour * 60 + minute : null;
}

const dayNumber = (date: string): number => {
  const d = parseWallDate(date);
  if (!d) throw new RangeError(`Invalid wall date: ${JSON.stringify(date)}`);
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
};

const fromDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromDayNumber(dayNumber(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 0 = Sunday. */
export const weekdayOf = (date: string): number => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** The instant the teacher's clock shows `time` on `date` (a skipped time moves forward). */
export function wallInstant(date: string, time: string, zone: TeacherZone): Date | null {
  const d = parseWallDate(date);
  const minutes = parseWallTime(time);
  if (!d || minutes === null) return null;
  return fromTeacherWall({ ...d, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
}

/**
 * The instant the teacher's clock shows `time` on `date`, and whether that day's clock skips it (a forward change:
 * `wallInstant` moved it on). The week copy and the add-slot form refuse such a start, never move it; an autumn fold's
 * time is its first occurrence, once. Null for a malformed date or time.
 */
export function wallStart(date: string, time: string, zone: TeacherZone): { at: Date; skipped: boolean } | null {
  const at = wallInstant(date, time, zone);
  if (!at) return null;
  const shown = toWallDateTime(at, zone);
  return { at, skipped: shown.slice(0, 10) !== date || parseWallTime(shown.slice(11, 16)) !== parseWallTime(time) };
}

const wallText = (w: WallTime) => `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;

/** 'YYYY-MM-DD HH:mm:ss' on the teacher's clock: what the week calendar draws. */
export const toWallDateTime = (instant: Date | string, zone: TeacherZone): string => wallText(toTeacherWall(instant, zone));

/** The date and 'HH:mm' parts of a 'YYYY-MM-DD HH:mm[:ss]' string. */
export function splitWallDateTime(text: string): { date: string; time: string } | null {
  const [date = '', time = ''] = text.trim().split(/[ T]/);
  return parseWallDate(date) && parseWallTime(time) !== null ? { date, time: time.slice(0, 5) } : null;
}

/**
 * A time as a teacher may type it, as 'HH:mm': '7', '730', '7:30', '7.30', '19h30', full-width
 * '７：３０' (a Chinese keyboard) and '19:30:00' all read; null when it is no time of day.
 */
export function normalizeTimeText(text: string): string | null {
  const t = text.normalize('NFKC').trim();
  const m = /^(\d{1,2})(?:[:.h](\d{2})(?::\d{2})?)?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t);
  if (!m) return null;
  const time = `${m[1]!.padStart(2, '0')}:${m[2] ?? '00'}`;
  return parseWallTime(time) === null ? null : time;
}

/** A date as typed, as 'YYYY-MM-DD': '2026/3/6', '2026.03.06', '2026年3月6日', full-width digits; null otherwise (day-first or month-first forms are ambiguous). */
export function normalizeDateText(text: string): string | null {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text.normalize('NFKC').trim());
  if (!m) return null;
  const date = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return parseWallDate(date) ? date : null;
}
