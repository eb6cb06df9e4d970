import { describe, expect, it } from 'vitest';
import { parseInstant, TeacherTimeError, utcIso } from './instant';
import { BEIJING } from './test-zones';
import { formatTeacherDate, localDiffersFromTeacher } from './wall-format';
import { teacherOffsetMinutes, toTeacherWall } from './zone-offset';

describe('instant parsing: parseInstant returns null, everything else throws TeacherTimeError', () => {
  it.each<[string, string, string]>([
    ['Z', '2026-03-08T10:00:00Z', '2026-03-08T10:00:00.000Z'],
    ['fraction', '2026-03-08T10:00:00.123Z', '2026-03-08T10:00:00.123Z'],
    ['no seconds', '2026-03-08T10:00Z', '2026-03-08T10:00:00.000Z'],
    ['space separator, no offset = UTC', '2026-03-08 10:00:00', '2026-03-08T10:00:00.000Z'],
    ['no offset = UTC', '2026-03-08T10:00:00', '2026-03-08T10:00:00.000Z'],
    ['+08:00', '2026-03-08T18:00:00+08:00', '2026-03-08T10:00:00.000Z'],
    ['+0800', '2026-03-08T18:00:00+0800', '2026-03-08T10:00:00.000Z'],
    ['-03:30', '2026-03-08T06:30:00-03:30', '2026-03-08T10:00:00.000Z'],
    ['surrounding spaces', '  2026-03-08T10:00:00Z  ', '2026-03-08T10:00:00.000Z'],
  ])('accepts %s', (_name, value, iso) => {
    expect(parseInstant(value)?.toISOString()).toBe(iso);
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['spaces', '   '],
    ['words', 'not a date'],
    ['non-ISO text Date.parse would take', 'March 8, 2026 10:00'],
    ['date only (not an instant)', '2026-03-08'],
    ['Feb 30', '2026-02-30T10:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['hour 25', '2026-03-08T25:00:00Z'],
    ['offset +25:00', '2026-03-08T10:00:00+25:00'],
    ['unpadded', '2026-3-8T10:00:00Z'],
    ['invalid Date', new Date(Number.NaN)],
    ['number', 1_700_000_000_000],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_name, value) => {
    expect(parseInstant(value)).toBeNull();
    const asInput = value as Date | string;
    expect(() => toTeacherWall(asInput, BEIJING)).toThrow(TeacherTimeError);
    expect(() => formatTeacherDate(asInput, BEIJING)).toThrow(/Invalid instant/);
    expect(() => teacherOffsetMinutes(asInput, BEIJING)).toThrow(TeacherTimeError);
    expect(() => localDiffersFromTeacher(asInput, BEIJING, 0)).toThrow(TeacherTimeError);
  });

  it('returns a copy of a Date, never the same object', () => {
    const d = new Date('2026-03-08T10:00:00Z');
    expect(parseInstant(d)).not.toBe(d);
    expect(parseInstant(d)?.getTime()).toBe(d.getTime());
  });
});

describe('utcIso', () => {
  it.each<[string, string, string]>([
    ['server form is kept', '2026-03-08T10:00:00Z', '2026-03-08T10:00:00Z'],
    ['fraction is kept', '2026-03-08T10:00:00.5Z', '2026-03-08T10:00:00.5Z'],
    ['an offset is normalised to UTC', '2026-03-08T18:00:00+08:00', '2026-03-08T10:00:00.000Z'],
    ['no offset is normalised', '2026-03-08 10:00:00', '2026-03-08T10:00:00.000Z'],
  ])('%s', (_name, raw, expected) => {
    expect(utcIso(raw, Date.parse(expected))).toBe(expected);
  });
});
