import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  normalizeDateText,
  normalizeTimeText,
  parseWallDate,
  parseWallTime,
  splitWallDateTime,
  toWallDateTime,
  wallInstant,
  weekdayOf,
} from './wall-date';
import { NEW_YORK, SHANGHAI } from './test-zones';

describe('parseWallDate', () => {
  it.each<[string, boolean]>([
    ['2026-03-08', true],
    ['2028-02-29', true], // leap year
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-3-8', false],
    ['', false],
    ['2026-03-08T00:00', false],
  ])('%j -> valid %s', (text, valid) => {
    expect(parseWallDate(text) !== null).toBe(valid);
  });
});

describe('parseWallTime', () => {
  it.each<[string, number | null]>([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['09:30:15', 570],
    ['24:00', null],
    ['12:60', null],
    ['9:30', null],
    ['', null],
  ])('%j -> %s', (text, minutes) => {
    expect(parseWallTime(text)).toBe(minutes);
  });
});

describe('calendar arithmetic', () => {
  it.each<[string, number, string]>([
    ['2026-03-04', 4, '2026-03-08'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-01', 7, '2026-11-08'], // across a clock change: still whole days
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each<[string, number]>([
    ['2026-03-01', 0],
    ['2026-03-04', 3],
    ['2026-03-07', 6],
    ['1970-01-01', 4],
    ['1969-12-28', 0],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('throws on a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('wall clock <-> instants', () => {
  it.each<[string, string, string, string | null]>([
    ['NY winter', '2026-03-04', '09:00', '2026-03-04T14:00:00.000Z'],
    ['NY summer', '2026-03-09', '09:00', '2026-03-09T13:00:00.000Z'],
    ['NY skipped 02:30 moves forward', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    ['bad time', '2026-03-04', '25:00', null],
    ['bad date', '2026-02-30', '09:00', null],
  ])('%s', (_, date, time, expected) => {
    expect(wallInstant(date, time, NEW_YORK)?.toISOString() ?? null).toBe(expected);
  });

  it('writes the calendar strings in teacher time, not the browser zone', () => {
    expect(toWallDateTime('2026-03-04T14:00:00.000Z', NEW_YORK)).toBe('2026-03-04 09:00:00');
    expect(toWallDateTime('2026-03-04T16:30:00.000Z', SHANGHAI)).toBe('2026-03-05 00:30:00');
  });

  it.each<[string, { date: string; time: string } | null]>([
    ['2026-03-04 09:30:00', { date: '2026-03-04', time: '09:30' }],
    ['2026-03-04T09:30', { date: '2026-03-04', time: '09:30' }],
    ['2026-03-04', null],
    ['nonsense', null],
  ])('splits %j', (text, expected) => {
    expect(splitWallDateTime(text)).toEqual(expected);
  });
});

describe('normalizeTimeText (what a teacher types, as HH:mm)', () => {
  it.each<[string, string | null]>([
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['7.30', '07:30'],
    ['19h30', '19:30'],
    ['7', '07:00'],
    ['19', '19:00'],
    ['730', '07:30'],
    ['1930', '19:30'],
    ['０７：３０', '07:30'], // full-width, as a Chinese keyboard types it
    [' 23:59 ', '23:59'],
    ['00:00', '00:00'],
    ['19:30:00', '19:30'],
    ['24:00', null],
    ['7:60', null],
    ['7:5', null],
    ['10:00 AM', null],
    ['', null],
    ['abc', null],
  ])('%j -> %j', (text, time) => {
    expect(normalizeTimeText(text)).toBe(time);
  });
});

describe('normalizeDateText (what a teacher types, as YYYY-MM-DD)', () => {
  it.each<[string, string | null]>([
    ['2026-03-06', '2026-03-06'],
    ['2026/3/6', '2026-03-06'],
    ['2026.03.06', '2026-03-06'],
    ['2026年3月6日', '2026-03-06'],
    ['２０２６－０３－０６', '2026-03-06'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['03/06/2026', null], // month-first or day-first: ambiguous
    ['2026-3', null],
    ['', null],
  ])('%j -> %j', (text, date) => {
    expect(normalizeDateText(text)).toBe(date);
  });
});
