/**
 * Classes as an iCalendar file (RFC 5545) for the teacher's own calendar app. Times are written in
 * UTC, so every calendar shows them in its own zone with no time-zone table to ship. Each event
 * rings 10 minutes before its start from the calendar itself, so the reminder comes with the
 * portal closed. Hand-written rather than ical-generator: docs/decisions/screens.md, "Courseware,
 * reminders and the calendar file" (sizes: docs/measurements.md "Calendar file writer").
 */
import type { ClassItem } from '@/entities/classes/model/class-item';

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in text values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-06-10T14:10:00.000Z -> 20260610T141000Z; null for an unreadable instant. */
export function icsInstant(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Minutes before the start that the calendar app rings. */
export const ALARM_MINUTES = 10;

export interface IcsOptions {
  now: Date;
  /** The portal's address up to the hash, e.g. https://portal.example/ ; each event links to its waiting room. */
  portalUrl: string;
  /** Product name for PRODID and the calendar's name. */
  calendarName: string;
  /** 'Waiting room: {url}': the link named in the description, for calendars that do not show URL. */
  waitingRoomLine: (url: string) => string;
}

/** One class as a VEVENT with its alarm; none when its times are unreadable or it has ended. */
function eventLines(item: ClassItem, stamp: string, { now, portalUrl, waitingRoomLine }: IcsOptions): string[] {
  const start = icsInstant(item.startAt);
  const end = icsInstant(item.endAt);
  if (!start || !end || item.endMs <= now.getTime()) return [];
  const summary = escapeText(item.classCode ? `${item.classCode} ${item.title}` : item.title);
  const url = `${portalUrl}#/Class/${item.id}`;
  const students = item.students.map((s) => s.name).join(', ');
  const description = [item.course.name, students, waitingRoomLine(url)].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:class-${item.id}@teacher-portal`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${summary}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${summary}`,
    `TRIGGER:-PT${ALARM_MINUTES}M`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The classes that have not ended yet, each once, as a VCALENDAR document with CRLF line ends. */
export function toIcs(items: readonly ClassItem[], options: IcsOptions): string {
  const stamp = icsInstant(options.now.toISOString())!;
  const name = escapeText(options.calendarName);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${name}//Classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${name}`,
    ...items.flatMap((item) => eventLines(item, stamp, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name that names one class ('2026-06-10 L1U2L3S1 Greetings.ics'), without characters file systems refuse. */
export function classFileName(item: Pick<ClassItem, 'date' | 'classCode' | 'title'>): string {
  const name = [item.date, item.classCode, item.title]
    .filter(Boolean)
    .join(' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  return `${[...name].slice(0, 80).join('').trim() || 'class'}.ics`;
}
