/**
 * Upcoming classes as an iCalendar file (RFC 5545) for the teacher's own calendar app. Times are
 * written in UTC, so every calendar shows them in its own zone with no time-zone table to ship.
 */
import type { ClassItem } from './class-item';

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in text values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

export interface IcsOptions {
  now: Date;
  /** The portal's address up to the hash, e.g. https://portal.example/ ; each event links to its waiting room. */
  portalUrl: string;
  /** Product name for PRODID and the calendar's name. */
  calendarName: string;
}

/** The classes that have not ended yet, each once, as a VCALENDAR document with CRLF line ends. */
export function toIcs(items: readonly ClassItem[], { now, portalUrl, calendarName }: IcsOptions): string {
  const stamp = icsInstant(now.toISOString())!;
  const events = items.flatMap((item) => {
    const start = icsInstant(item.startAt);
    const end = icsInstant(item.endAt);
    if (!start || !end || item.endMs <= now.getTime()) return [];
    const summary = item.classCode ? `${item.classCode} ${item.title}` : item.title;
    const students = item.students.map((s) => s.name).join(', ');
    return [
      'BEGIN:VEVENT',
      `UID:class-${item.id}@teacher-portal`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${start}`,
      `DTEND:${end}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText([item.course.name, students].filter(Boolean).join('\n'))}`,
      `URL:${portalUrl}#/Class/${item.id}`,
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(calendarName)}//Classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
