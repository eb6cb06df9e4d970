import { describe, expect, it } from 'vitest';
import { newSlotsPlace, openingMinutes, scrollMinutes, WORKDAY_START_MINUTES, type Piece } from './calendar-focus';
import { datesOfWeek as daysOfWeek } from '@/lib/time/teacher-week';

const WEEK = daysOfWeek('2026-03-01');
const piece = (start: string, part: Piece['part'] = 'whole'): Piece => ({ start, part });

describe('openingMinutes', () => {
  it.each<[string, Piece[], string[], number]>([
    ['no slot: the workday', [], WEEK, WORKDAY_START_MINUTES],
    [
      'the earliest time of day in the week, not the first day',
      [piece('2026-03-02 14:00:00'), piece('2026-03-05 06:00:00'), piece('2026-03-07 23:30:00', 'first')],
      WEEK,
      6 * 60,
    ],
    [
      'slots of other weeks do not count',
      [piece('2026-02-28 05:00:00'), piece('2026-03-08 04:00:00'), piece('2026-03-03 09:30:00')],
      WEEK,
      9 * 60 + 30,
    ],
    [
      'a piece continued from the night before does not pull the week to 00:00',
      [piece('2026-03-01 00:00:00', 'continued'), piece('2026-03-03 09:00:00')],
      WEEK,
      9 * 60,
    ],
    [
      'but it is shown when nothing starts on the days shown',
      [piece('2026-03-08 00:00:00', 'continued'), piece('2026-03-07 23:30:00', 'first')],
      ['2026-03-08'],
      0,
    ],
    ['one day (a phone): that day only', [piece('2026-03-02 07:00:00'), piece('2026-03-03 16:30:00')], ['2026-03-03'], 16 * 60 + 30],
    ['Sunday 23:59', [piece('2026-03-01 23:59:00')], WEEK, 23 * 60 + 59],
    ['malformed starts are ignored', [piece('not a time'), piece('2026-03-04 25:00:00')], WEEK, WORKDAY_START_MINUTES],
  ])('%s', (_, pieces, days, minutes) => {
    expect(openingMinutes(pieces, days)).toBe(minutes);
  });
});

describe('scrollMinutes', () => {
  it.each<[number, number]>([
    [0, 0],
    [20, 0],
    [8 * 60, 7 * 60 + 30],
    [9 * 60 + 45, 9 * 60],
    [23 * 60 + 59, 23 * 60],
  ])('a slot at minute %i shows from minute %i', (slot, top) => {
    expect(scrollMinutes(slot, 30)).toBe(top);
  });
});

describe('newSlotsPlace', () => {
  const weeks = { this: '2026-03-01', next: '2026-03-08' };
  it.each<[string, string[], { week: 'this' | 'next'; day: string | null }, ReturnType<typeof newSlotsPlace>]>([
    [
      'in the week shown: stay, at the earliest of them',
      ['2026-03-06 19:00:00', '2026-03-05 07:00:00', '2026-03-12 06:00:00'],
      { week: 'this', day: null },
      { week: 'this', day: null, minutes: 7 * 60 },
    ],
    [
      'only in the other week: go there',
      ['2026-03-10 21:00:00', '2026-03-13 20:00:00'],
      { week: 'this', day: null },
      { week: 'next', day: null, minutes: 20 * 60 },
    ],
    ['next week back to this week', ['2026-03-07 23:00:00'], { week: 'next', day: null }, { week: 'this', day: null, minutes: 23 * 60 }],
    [
      'a phone on the day of one of them: stay',
      ['2026-03-06 07:00:00', '2026-03-09 06:00:00'],
      { week: 'this', day: '2026-03-06' },
      { week: 'this', day: null, minutes: 7 * 60 },
    ],
    [
      'a phone elsewhere: the day of the first',
      ['2026-03-09 06:00:00', '2026-03-06 18:00:00', '2026-03-06 07:00:00'],
      { week: 'this', day: '2026-03-04' },
      { week: 'this', day: '2026-03-06', minutes: 7 * 60 },
    ],
    ['outside both weeks: nothing to show', ['2026-03-15 09:00:00'], { week: 'this', day: null }, null],
    ['nothing opened', [], { week: 'this', day: null }, null],
  ])('%s', (_, starts, at, place) => {
    expect(newSlotsPlace(starts, weeks, at)).toEqual(place);
  });
});
