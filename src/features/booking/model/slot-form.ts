/**
 * The "Add open time slot" form (spec 3 time slot fields): its values, the field checks with
 * the spec's messages (booking namespace keys) and what a calendar selection pre-fills.
 */
import type { SlotRequest } from './recurrence';
import { normalizeTimeText, parseWallDate, parseWallTime, splitWallDateTime, daysBetween } from './wall-date';

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
const LAST_MINUTE = 23 * 60 + 59;

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
  if (end === null) errors.endTime = 'form.endRequired';
  else if (start !== null && end <= start) errors.endTime = 'form.endBeforeStart';
  if (v.notes.trim() === '') errors.notes = 'form.notesRequired';
  if (v.pattern === 'weekly') {
    if (v.days.length === 0) errors.days = 'form.daysRequired';
    if (!parseWallDate(v.until)) errors.until = 'form.untilRequired';
    else if (parseWallDate(v.date) && daysBetween(v.date, v.until) < 0) errors.until = 'form.untilBeforeDate';
  }
  return errors;
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

/**
 * What a calendar click or drag pre-fills ('YYYY-MM-DD HH:mm:ss' strings). A click gives only
 * its start: the slot then lasts an hour, kept within the day.
 */
export function rangeFromCalendar(start: string, end: string | null): Pick<SlotFormValues, 'date' | 'startTime' | 'endTime'> | null {
  const from = splitWallDateTime(start);
  if (!from) return null;
  const startMinutes = parseWallTime(from.time)!;
  const fallback = Math.min(startMinutes + DEFAULT_MINUTES, LAST_MINUTE);
  const to = end ? splitWallDateTime(end) : null;
  const endMinutes = to && to.date === from.date ? parseWallTime(to.time)! : fallback;
  return { date: from.date, startTime: from.time, endTime: hhmm(endMinutes > startMinutes ? endMinutes : fallback) };
}
