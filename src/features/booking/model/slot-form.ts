/**
 * The "Add open time slot" form (spec 3 time slot fields): its values, the field checks with
 * the spec's messages (booking namespace keys) and what a calendar selection pre-fills.
 */
import type { SlotRequest } from './recurrence';
import { daysBetween, normalizeTimeText, parseWallDate, parseWallTime, splitWallDateTime, weekdayOf } from './wall-date';

export interface SlotFormValues {
  email: string;
  courseId: string | null;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  pattern: 'none' | 'weekly';
  /** Weekdays as '0'..'6' (0 = Sunday), the checkbox group's values. */
  days: string[];
  until: string;
}

export type SlotFormErrors = Partial<Record<keyof SlotFormValues, string>>;

/** The same loose check as the host: something@something.tld, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** A new form: on `firstDay`, the first day a slot may start on (a day before it is always refused). */
export const emptySlotForm = (email: string, lastDay: string, firstDay = ''): SlotFormValues => ({
  email,
  courseId: null,
  date: firstDay,
  startTime: '',
  endTime: '',
  notes: '',
  pattern: 'none',
  days: [],
  until: lastDay,
});

/** Field errors as message keys; `courseCount` 0 means the teacher has no course to offer. */
export function validateSlotForm(v: SlotFormValues, courseCount: number): SlotFormErrors {
  const errors: SlotFormErrors = {};
  const email = v.email.trim();
  if (email === '') errors.email = 'form.emailRequired';
  else if (!EMAIL_RE.test(email)) errors.email = 'form.emailInvalid';
  if (courseCount === 0) errors.courseId = 'rules.noCourse';
  else if (!v.courseId) errors.courseId = 'form.courseRequired';
  if (!parseWallDate(v.date)) errors.date = 'form.dateRequired';
  const start = parseWallTime(typedTime(v.startTime));
  const end = parseWallTime(typedTime(v.endTime));
  if (start === null) errors.startTime = 'form.startRequired';
  // An end at or before the start is the next day's (recurrence.ts): the form says so, it is no error.
  if (end === null) errors.endTime = 'form.endRequired';
  if (v.notes.trim() === '') errors.notes = 'form.notesRequired';
  if (v.pattern === 'weekly') {
    if (v.days.length === 0) errors.days = 'form.daysRequired';
    if (!parseWallDate(v.until)) errors.until = 'form.untilRequired';
    else if (parseWallDate(v.date) && daysBetween(v.date, v.until) < 0) errors.until = 'form.untilBeforeDate';
  }
  return errors;
}

/**
 * A new date for the form. A weekly pattern of that one date's weekday (as choosing Weekly set it)
 * follows the date, so the slots stay on the day the Date field shows; days the teacher chose stay.
 */
export function withDate(values: SlotFormValues, date: string): Pick<SlotFormValues, 'date' | 'days'> {
  const [only, ...more] = values.days;
  const follows =
    values.pattern === 'weekly' &&
    more.length === 0 &&
    parseWallDate(values.date) &&
    parseWallDate(date) &&
    only === String(weekdayOf(values.date));
  return { date, days: follows ? [String(weekdayOf(date))] : values.days };
}

/** A time field as typed ('7:30', '730'), read as 'HH:mm'; left as it is when it is no time. */
export const typedTime = (text: string): string => normalizeTimeText(text) ?? text;

export const toSlotRequest = (v: SlotFormValues): SlotRequest => ({
  date: v.date,
  startTime: typedTime(v.startTime),
  endTime: typedTime(v.endTime),
  pattern: v.pattern,
  days: v.days.map(Number),
  until: v.until,
});

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes from the start's midnight: the next day's 00:30 is 1470; the day's last second ends at midnight. */
function minutesFrom(date: string, at: { date: string; time: string }, seconds: string): number {
  const minutes = daysBetween(date, at.date) * DAY_MINUTES + parseWallTime(at.time)!;
  return seconds === '59' ? minutes + 1 : minutes;
}

/**
 * What a calendar click or drag pre-fills ('YYYY-MM-DD HH:mm:ss' strings). A click gives only
 * its start: the slot then lasts an hour, past midnight when it starts late (23:30-00:30). A drag
 * keeps its end when it lies after the start and within a day of it.
 */
export function rangeFromCalendar(start: string, end: string | null): Pick<SlotFormValues, 'date' | 'startTime' | 'endTime'> | null {
  const from = splitWallDateTime(start);
  if (!from) return null;
  const startMinutes = parseWallTime(from.time)!;
  const to = end ? splitWallDateTime(end) : null;
  const dragged = to && parseWallDate(to.date) ? minutesFrom(from.date, to, end!.slice(17, 19)) : null;
  const endMinutes =
    dragged !== null && dragged > startMinutes && dragged - startMinutes <= DAY_MINUTES ? dragged : startMinutes + DEFAULT_MINUTES;
  return { date: from.date, startTime: from.time, endTime: hhmm(endMinutes % DAY_MINUTES) };
}
