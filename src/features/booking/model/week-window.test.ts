import { describe, expect, it } from 'vitest';
import { bookingWindow, isInsideWindow, offeredDay, selectableDays, shownDay } from './week-window';
import { NEW_YORK, NEW_YORK_LEGACY, SHANGHAI } from './test-zones';

const at = (iso: string) => new Date(iso);

describe('the window’s weeks are the teacher’s one week, Monday to Sunday (issue 48.2)', () => {
  it.each<[string, string, string]>([
    ['Wednesday', '2026-03-04T15:00:00.000Z', '2026-03-02'],
    ['Saturday 23:59:59.999 NY', '2026-03-08T04:59:59.999Z', '2026-03-02'],
    ['Sunday 00:00 NY: still this week', '2026-03-08T05:00:00.000Z', '2026-03-02'],
    ['Sunday after the change', '2026-03-08T12:00:00.000Z', '2026-03-02'],
    ['Sunday 23:59 NY (EDT)', '2026-03-09T03:59:00.000Z', '2026-03-02'],
    ['Monday 00:00 NY: the next week', '2026-03-09T04:00:00.000Z', '2026-03-09'],
    ['Sunday evening NY is Monday in UTC', '2026-03-16T02:00:00.000Z', '2026-03-09'],
  ])('%s', (_, now, monday) => {
    expect(bookingWindow(at(now), NEW_YORK).weeks.this).toBe(monday);
    expect(bookingWindow(at(now), NEW_YORK_LEGACY).weeks.this).toBe(monday);
  });

  it('uses the teacher zone: the same instant is already Monday in Shanghai', () => {
    expect(bookingWindow(at('2026-03-08T17:00:00.000Z'), NEW_YORK).weeks.this).toBe('2026-03-02');
    expect(bookingWindow(at('2026-03-08T17:00:00.000Z'), SHANGHAI).weeks.this).toBe('2026-03-09');
  });
});

describe('bookingWindow (the current and the next week only)', () => {
  it.each<[string, string, string, string, string, string]>([
    // now, this week, next week, last day, window start, window end
    ['NY, DST starts inside', '2026-03-04T15:00:00.000Z', '2026-03-02', '2026-03-09', '2026-03-15', '2026-03-02T05:00:00.000Z'],
    ['NY, DST ends inside', '2026-10-28T15:00:00.000Z', '2026-10-26', '2026-11-02', '2026-11-08', '2026-10-26T04:00:00.000Z'],
    ['NY, on the Sunday of the change', '2026-03-08T12:00:00.000Z', '2026-03-02', '2026-03-09', '2026-03-15', '2026-03-02T05:00:00.000Z'],
  ])('%s', (_, now, thisWeek, nextWeek, lastDay, start) => {
    const window = bookingWindow(at(now), NEW_YORK);
    expect(window.weeks).toEqual({ this: thisWeek, next: nextWeek });
    expect(window.lastDay).toBe(lastDay);
    expect(new Date(window.startMs).toISOString()).toBe(start);
  });

  it('ends at Monday 00:00 two weeks on, in the offset that holds then', () => {
    expect(new Date(bookingWindow(at('2026-03-04T15:00:00.000Z'), NEW_YORK).endMs).toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(new Date(bookingWindow(at('2026-10-28T15:00:00.000Z'), NEW_YORK).endMs).toISOString()).toBe('2026-11-09T05:00:00.000Z');
    expect(new Date(bookingWindow(at('2026-03-04T15:00:00.000Z'), SHANGHAI).endMs).toISOString()).toBe('2026-03-15T16:00:00.000Z');
  });

  const window = bookingWindow(at('2026-03-04T15:00:00.000Z'), NEW_YORK);
  it.each<[string, string, string, boolean]>([
    ['inside this week', '2026-03-05T14:00:00.000Z', '2026-03-05T15:00:00.000Z', true],
    ['next week’s Sunday night, ending at the window end', '2026-03-16T03:00:00.000Z', '2026-03-16T04:00:00.000Z', true],
    ['next week’s Sunday 23:30–00:30: it starts inside, it is next week’s', '2026-03-16T03:30:00.000Z', '2026-03-16T04:30:00.000Z', true],
    ['starts at the window end: Monday 00:00 the week after', '2026-03-16T04:00:00.000Z', '2026-03-16T05:00:00.000Z', false],
    ['the week after next', '2026-03-17T13:00:00.000Z', '2026-03-17T14:00:00.000Z', false],
    ['starts before this week (Sunday night)', '2026-03-02T04:30:00.000Z', '2026-03-02T05:30:00.000Z', false],
    ['starts exactly at this week', '2026-03-02T05:00:00.000Z', '2026-03-02T06:00:00.000Z', true],
  ])('isInsideWindow: %s -> %s', (_, start, _end, inside) => {
    expect(isInsideWindow({ startMs: Date.parse(start) }, window)).toBe(inside);
  });

  it('offers the days from today (teacher time) to the last day, next week’s Sunday', () => {
    expect(selectableDays(at('2026-03-05T02:00:00.000Z'), NEW_YORK, window)).toEqual({ min: '2026-03-05', max: '2026-03-15' });
  });
});

describe('selectableDays: the first day a slot may start on (24 h ahead, an hour of it left)', () => {
  const window = bookingWindow(at('2026-03-04T15:00:00.000Z'), NEW_YORK);
  it.each<[string, string, string]>([
    ['Wednesday 10:00 NY: Thursday', '2026-03-04T15:00:00.000Z', '2026-03-05'],
    ['Wednesday 22:59 NY: Thursday still has an hour', '2026-03-05T03:59:00.000Z', '2026-03-05'],
    ['Wednesday 23:00:30 NY: less than an hour of Thursday left', '2026-03-05T04:00:30.000Z', '2026-03-06'],
    ['Saturday 23:30 before the spring change: Monday', '2026-03-08T04:30:00.000Z', '2026-03-09'],
    ['Saturday 12:00 before the spring change: Sunday (24 real hours read 13:00)', '2026-03-07T17:00:00.000Z', '2026-03-08'],
  ])('%s', (_, now, min) => {
    expect(selectableDays(at(now), NEW_YORK, window).min).toBe(min);
  });

  it.each<[string, string, string]>([
    ['before the first allowed day', '2026-03-04', '2026-03-05'],
    ['on it', '2026-03-05', '2026-03-05'],
    ['after it', '2026-03-09', '2026-03-09'],
  ])('offeredDay: %s', (_, asked, offered) => {
    expect(offeredDay(asked, '2026-03-05')).toBe(offered);
  });
});

describe('shownDay (a phone shows one day of the week)', () => {
  const WEEK = '2026-03-02'; // Monday
  it.each<[string, string]>([
    ['a Friday', '2026-03-06'],
    ['its Monday', '2026-03-02'],
    ['its Sunday', '2026-03-08'],
  ])('the day asked for in the week: %s', (_, day) => {
    expect(shownDay(WEEK, day, '2026-03-04')).toBe(day);
  });

  it.each<[string, string | undefined, string, string]>([
    ['nothing asked: today, in this week', undefined, '2026-03-04', '2026-03-04'],
    ['a day of another week asked: today', '2026-03-09', '2026-03-04', '2026-03-04'],
    ['the day before the week (Sunday): today', '2026-03-01', '2026-03-04', '2026-03-04'],
    ['not a date: today', '2026-02-30', '2026-03-04', '2026-03-04'],
    ['next week, nothing asked: its Monday', undefined, '2026-02-25', '2026-03-02'],
  ])('%s', (_, requested, today, expected) => {
    expect(shownDay(WEEK, requested, today)).toBe(expected);
  });
});
