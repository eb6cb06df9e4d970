import { describe, expect, it } from 'vitest';
import { planCopyWeek, type CopyVerdict } from './copy-week';
import type { BookingSlot } from './slot';
import { wallMinute, wallSlot } from './test-slots';
import { offSpans } from './time-off';
import { NEW_YORK, SHANGHAI } from './test-zones';
import { bookingWindow } from './week-window';

// New York springs forward on Sunday 2026-03-08: this week runs Monday 03-02 (EST) to Sunday 03-08, next week
// 03-09..03-15 (EDT). The weeks are the teacher's one week (lib/time/teacher-week.ts).
const WED = new Date('2026-03-04T15:00:00.000Z'); // Wednesday 10:00 in New York
const SUN = new Date('2026-03-08T14:00:00.000Z'); // Sunday 10:00 EDT: next Monday morning is within 24 h

const slot = wallSlot;
const wall = wallMinute;

describe('planCopyWeek', () => {
  it.each<[string, BookingSlot[], Date, [string, string, CopyVerdict][]]>([
    [
      'same wall times across the spring-forward change (09:00 EST is 09:00 EDT)',
      [slot('2026-03-05 09:00', '2026-03-05 10:00')],
      WED,
      [['2026-03-12 09:00', '2026-03-12 10:00', 'open']],
    ],
    [
      'a booked slot is copied as an open one',
      [slot('2026-03-06 18:00', '2026-03-06 19:00', { booked: true })],
      WED,
      [['2026-03-13 18:00', '2026-03-13 19:00', 'open']],
    ],
    [
      'Saturday 23:59 stays on Saturday, past midnight into Sunday',
      [slot('2026-03-07 23:59', '2026-03-08 00:59')],
      WED,
      [['2026-03-14 23:59', '2026-03-15 00:59', 'open']],
    ],
    [
      'Monday 00:00, the week’s first minute',
      [slot('2026-03-02 00:00', '2026-03-02 01:00')],
      WED,
      [['2026-03-09 00:00', '2026-03-09 01:00', 'open']],
    ],
    [
      'past midnight on the last Sunday: the copy ends after next week',
      [slot('2026-03-08 23:30', '2026-03-09 00:30')],
      WED,
      [['2026-03-15 23:30', '2026-03-16 00:30', 'outsideWindow']],
    ],
    ['last week’s Sunday is not this week', [slot('2026-03-01 09:00', '2026-03-01 10:00')], WED, []],
    ['within 24 h of now', [slot('2026-03-02 09:00', '2026-03-02 10:00')], SUN, [['2026-03-09 09:00', '2026-03-09 10:00', 'tooSoon']]],
    [
      'next week already has it (open or booked)',
      [slot('2026-03-02 09:00', '2026-03-02 10:00'), slot('2026-03-09 09:00', '2026-03-09 10:00', { booked: true })],
      WED,
      [['2026-03-09 09:00', '2026-03-09 10:00', 'exists']],
    ],
    [
      'overlaps a slot of next week',
      [slot('2026-03-02 09:00', '2026-03-02 10:00'), slot('2026-03-09 09:30', '2026-03-09 10:30')],
      WED,
      [['2026-03-09 09:00', '2026-03-09 10:00', 'overlap']],
    ],
    [
      'touching a slot of next week is fine',
      [slot('2026-03-02 09:00', '2026-03-02 10:00'), slot('2026-03-09 10:00', '2026-03-09 11:00')],
      WED,
      [['2026-03-09 09:00', '2026-03-09 10:00', 'open']],
    ],
    [
      'a slot of no known course',
      [slot('2026-03-03 09:00', '2026-03-03 10:00', { courseId: null })],
      WED,
      [['2026-03-10 09:00', '2026-03-10 10:00', 'noCourse']],
    ],
    ['nothing this week', [slot('2026-03-10 09:00', '2026-03-10 10:00')], WED, []],
    ['no slots at all', [], WED, []],
  ])('%s', (_, slots, now, expected) => {
    const lines = planCopyWeek(slots, '2026-03-02', NEW_YORK, now, bookingWindow(now, NEW_YORK));
    expect(lines.map((l) => [wall(l.startMs), wall(l.endMs), l.verdict])).toEqual(expected);
  });

  it('keeps the real length across the change: 09:00-10:00 is an hour in both weeks', () => {
    const [line] = planCopyWeek([slot('2026-03-05 09:00', '2026-03-05 10:00')], '2026-03-02', NEW_YORK, WED, bookingWindow(WED, NEW_YORK));
    expect(new Date(line!.startMs).toISOString()).toBe('2026-03-12T13:00:00.000Z');
    expect(line!.endMs - line!.startMs).toBe(3_600_000);
  });

  it('a zone without clock changes copies plain 7 days later', () => {
    const now = new Date('2026-03-03T02:00:00.000Z');
    const lines = planCopyWeek(
      [slot('2026-03-06 20:00', '2026-03-06 21:00', {}, SHANGHAI)],
      '2026-03-02',
      SHANGHAI,
      now,
      bookingWindow(now, SHANGHAI),
    );
    expect(lines.map((l) => [wall(l.startMs, SHANGHAI), l.verdict])).toEqual([['2026-03-13 20:00', 'open']]);
  });

  it('names the slot of next week it meets', () => {
    const there = slot('2026-03-09 09:30', '2026-03-09 10:30');
    const [line] = planCopyWeek(
      [slot('2026-03-02 09:00', '2026-03-02 10:00'), there],
      '2026-03-02',
      NEW_YORK,
      WED,
      bookingWindow(WED, NEW_YORK),
    );
    expect(line!.meets).toBe(there);
  });
});

describe('planCopyWeek: time off is a rule of the copy (issue 47.1)', () => {
  // Next week's Wednesday 2026-03-11 off (EDT), as the teacher took it on this device.
  const WEDNESDAY_OFF = offSpans([{ from: '2026-03-11', to: '2026-03-11', endMs: 0 }], NEW_YORK);
  const MORNING_OFF = offSpans([{ from: '2026-03-11', to: '2026-03-11', hours: { start: '09:00', end: '12:00' }, endMs: 0 }], NEW_YORK);
  const plan = (slots: BookingSlot[], off: ReturnType<typeof offSpans>) =>
    planCopyWeek(slots, '2026-03-02', NEW_YORK, WED, bookingWindow(WED, NEW_YORK), off).map((l) => [
      wall(l.startMs),
      l.verdict,
      l.offOn ?? null,
    ]);

  it.each<[string, BookingSlot[], ReturnType<typeof offSpans>, [string, CopyVerdict, string | null][]]>([
    [
      'a day off: its slots are skipped, the days around it copied',
      [
        slot('2026-03-03 09:00', '2026-03-03 10:00'),
        slot('2026-03-04 09:00', '2026-03-04 10:00'),
        slot('2026-03-05 09:00', '2026-03-05 10:00'),
      ],
      WEDNESDAY_OFF,
      [
        ['2026-03-10 09:00', 'open', null],
        ['2026-03-11 09:00', 'timeOff', '2026-03-11'],
        ['2026-03-12 09:00', 'open', null],
      ],
    ],
    [
      'the day off wins over "next week already has it": the real cause',
      [slot('2026-03-04 09:00', '2026-03-04 10:00'), slot('2026-03-11 09:00', '2026-03-11 10:00')],
      WEDNESDAY_OFF,
      [['2026-03-11 09:00', 'timeOff', '2026-03-11']],
    ],
    [
      'a night slot that runs into the day off meets it on that day',
      [slot('2026-03-03 23:30', '2026-03-04 00:30')],
      WEDNESDAY_OFF,
      [['2026-03-10 23:30', 'timeOff', '2026-03-11']],
    ],
    [
      'Wednesday 23:30 into Thursday: in the day off, said on Wednesday',
      [slot('2026-03-04 23:30', '2026-03-05 00:30')],
      WEDNESDAY_OFF,
      [['2026-03-11 23:30', 'timeOff', '2026-03-11']],
    ],
    [
      'some hours off: only the slot inside them; one ending as they start touches, it is copied',
      [
        slot('2026-03-04 08:00', '2026-03-04 09:00'),
        slot('2026-03-04 11:30', '2026-03-04 12:30'),
        slot('2026-03-04 12:00', '2026-03-04 13:00'),
      ],
      MORNING_OFF,
      [
        ['2026-03-11 08:00', 'open', null],
        ['2026-03-11 11:30', 'timeOff', '2026-03-11'],
        ['2026-03-11 12:00', 'open', null],
      ],
    ],
    ['no time off: as before', [slot('2026-03-04 09:00', '2026-03-04 10:00')], [], [['2026-03-11 09:00', 'open', null]]],
  ])('%s', (_, slots, off, expected) => {
    expect(plan(slots, off)).toEqual(expected);
  });
});
