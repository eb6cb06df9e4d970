import { describe, expect, it } from 'vitest';
import { testClassItem } from './class-item.fixture';
import { escapeText, foldLine, icsInstant, toIcs } from './ics';

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nand\rthree', 'two\\nlines\\nand\\nthree'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe('foldLine', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;
  it.each([
    ['short', 10, 'a'],
    ['exactly 75', 75, 'a'],
    ['76 ascii', 76, 'a'],
    ['200 ascii', 200, 'a'],
    ['Chinese (3 octets each)', 60, '课'],
    ['emoji (4 octets each)', 40, '😀'],
  ])('%s: every physical line at most 75 octets, unfolding gives the line back', (_name, count, char) => {
    const line = `SUMMARY:${char.repeat(count)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.every((part) => octets(part) <= 75)).toBe(true);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsInstant', () => {
  it.each([
    ['2026-06-10T14:10:00.000Z', '20260610T141000Z'],
    ['2026-03-08T02:30:00-05:00', '20260308T073000Z'],
    ['2026-12-31T23:59:59Z', '20261231T235959Z'],
    ['not a date', null],
    ['', null],
  ])('%j -> %j', (iso, expected) => {
    expect(icsInstant(iso)).toBe(expected);
  });
});

describe('toIcs', () => {
  const now = new Date('2026-06-10T14:10:00.000Z');
  const options = { now, portalUrl: 'https://portal.example/', calendarName: 'Teacher Portal' };

  it('an empty list is a valid calendar without events', () => {
    const ics = toIcs([], options);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teacher Portal//Classes//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
      'X-WR-CALNAME:Teacher Portal', 'END:VCALENDAR', '',
    ]);
  });

  it('one event per class not yet ended, in UTC, with its waiting room link', () => {
    const items = [
      testClassItem(7, '2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z', {
        classCode: 'L1U2L3S1', title: 'Greetings, and more', course: { id: 12, name: 'General English 1', description: null },
        students: [{ id: 1, name: 'Amy Li', short_name: 'Amy' }, { id: 2, name: 'Bo Chen', short_name: 'Bo' }],
      }),
      testClassItem(8, '2026-06-09T14:00:00.000Z', '2026-06-09T15:00:00.000Z'), // over
      testClassItem(9, 'garbage', '2026-06-11T15:00:00.000Z'), // unreadable
    ];
    const lines = toIcs(items, options).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(expect.arrayContaining([
      'UID:class-7@teacher-portal',
      'DTSTAMP:20260610T141000Z',
      'DTSTART:20260610T140000Z',
      'DTEND:20260610T150000Z',
      'SUMMARY:L1U2L3S1 Greetings\\, and more',
      'DESCRIPTION:General English 1\\nAmy Li\\, Bo Chen',
      'URL:https://portal.example/#/Class/7',
    ]));
  });

  it('a class ending exactly now is left out', () => {
    const ics = toIcs([testClassItem(1, '2026-06-10T13:10:00.000Z', '2026-06-10T14:10:00.000Z')], options);
    expect(ics).not.toContain('BEGIN:VEVENT');
  });
});
