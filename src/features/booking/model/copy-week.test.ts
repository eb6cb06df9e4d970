import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastUnseen, planCopyWeek, type CopyVerdict } from './copy-week';
import type { BookingSlot } from './slot';
import { wallMinute, wallSlot } from './test-slots';
import { offSpans } from './time-off';
import { LONDON, LORD_HOWE, NEW_YORK, SHANGHAI, SYDNEY } from './test-zones';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { addDays, wallInstant } from './wall-date';
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
      'past midnight on the last Sunday: it starts inside next week, so it is next week’s',
      [slot('2026-03-08 23:30', '2026-03-09 00:30')],
      WED,
      [['2026-03-15 23:30', '2026-03-16 00:30', 'open']],
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
      'another course at the same times is no copy of it: an overlap, named',
      [slot('2026-03-02 19:00', '2026-03-02 20:00'), slot('2026-03-09 19:00', '2026-03-09 20:00', { courseId: 14 })],
      WED,
      [['2026-03-09 19:00', '2026-03-09 20:00', 'overlap']],
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

describe('planCopyWeek: every clock edge says what it did (issue 47.4)', () => {
  // Each row: this week's Monday, a slot on its Sunday (or Saturday night), and what next week gets: the copy's wall
  // times, its verdict and its real length. The plan is read on this week's Wednesday 10:00, teacher time.
  const edges: [string, TeacherZone, string, [string, string], [string, string, CopyVerdict, number]][] = [
    [
      'New York, spring: 02:30 is skipped on Sun 2027-03-14',
      NEW_YORK,
      '2027-03-01',
      ['2027-03-07 02:30', '2027-03-07 03:30'],
      ['2027-03-14 02:30', '2027-03-14 03:30', 'gap', 60],
    ],
    [
      'New York, spring: 01:30 exists, and keeps its hour across the gap',
      NEW_YORK,
      '2027-03-01',
      ['2027-03-07 01:30', '2027-03-07 02:30'],
      ['2027-03-14 01:30', '2027-03-14 03:30', 'open', 60],
    ],
    [
      'New York, autumn fold: the first 01:30, an hour long',
      NEW_YORK,
      '2027-10-25',
      ['2027-10-31 01:30', '2027-10-31 02:30'],
      ['2027-11-07 01:30', '2027-11-07 02:30', 'open', 60],
    ],
    [
      'New York, autumn: 09:00 stays 09:00',
      NEW_YORK,
      '2027-10-25',
      ['2027-10-31 09:00', '2027-10-31 10:00'],
      ['2027-11-07 09:00', '2027-11-07 10:00', 'open', 60],
    ],
    [
      'London, spring: 01:30 is skipped on Sun 2027-03-28',
      LONDON,
      '2027-03-15',
      ['2027-03-21 01:30', '2027-03-21 02:30'],
      ['2027-03-28 01:30', '2027-03-28 02:30', 'gap', 60],
    ],
    [
      'London, autumn fold: the first 01:15',
      LONDON,
      '2027-10-18',
      ['2027-10-24 01:15', '2027-10-24 02:15'],
      ['2027-10-31 01:15', '2027-10-31 02:15', 'open', 60],
    ],
    [
      'Sydney, October (forward): 02:00 is skipped',
      SYDNEY,
      '2027-09-20',
      ['2027-09-26 02:00', '2027-09-26 03:00'],
      ['2027-10-03 02:00', '2027-10-03 03:00', 'gap', 60],
    ],
    [
      'Sydney, April (back): the first 02:30, an hour long',
      SYDNEY,
      '2027-03-22',
      ['2027-03-28 02:30', '2027-03-28 03:30'],
      ['2027-04-04 02:30', '2027-04-04 03:30', 'open', 60],
    ],
    [
      'Lord Howe, October: 02:15 is in the 30-minute gap',
      LORD_HOWE,
      '2027-09-20',
      ['2027-09-26 02:15', '2027-09-26 03:15'],
      ['2027-10-03 02:15', '2027-10-03 03:15', 'gap', 60],
    ],
    [
      'Lord Howe, October: 02:30 exists',
      LORD_HOWE,
      '2027-09-20',
      ['2027-09-26 02:30', '2027-09-26 03:30'],
      ['2027-10-03 02:30', '2027-10-03 03:30', 'open', 60],
    ],
    [
      'Lord Howe, April: the first 01:45; its hour reads 01:45–02:15',
      LORD_HOWE,
      '2027-03-22',
      ['2027-03-28 01:45', '2027-03-28 02:45'],
      ['2027-04-04 01:45', '2027-04-04 02:15', 'open', 60],
    ],
    [
      'across midnight into the fold day',
      NEW_YORK,
      '2027-10-25',
      ['2027-10-30 23:30', '2027-10-31 00:30'],
      ['2027-11-06 23:30', '2027-11-07 00:30', 'open', 60],
    ],
    [
      'Shanghai, no change: plain 7 days',
      SHANGHAI,
      '2027-03-01',
      ['2027-03-07 02:30', '2027-03-07 03:30'],
      ['2027-03-14 02:30', '2027-03-14 03:30', 'open', 60],
    ],
  ];
  const planEdge = (zone: TeacherZone, monday: string, [from, to]: [string, string]) => {
    const now = wallInstant(addDays(monday, 2), '10:00', zone)!;
    const [line] = planCopyWeek([slot(from, to, {}, zone)], monday, zone, now, bookingWindow(now, zone));
    const { startDate, startTime, endDate, endTime } = line!.wall;
    return [`${startDate} ${startTime}`, `${endDate} ${endTime}`, line!.verdict, (line!.endMs - line!.startMs) / 60_000];
  };

  // The device's own zone plays no part: the same answers on a laptop in New York, Shanghai or Kiritimati (UTC+14).
  describe.each(['America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati'])('on a device in %s', (deviceZone) => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = deviceZone;
    });
    afterAll(() => {
      process.env.TZ = before;
    });
    it.each(edges)('%s', (_, zone, monday, source, expected) => {
      expect(planEdge(zone, monday, source)).toEqual(expected);
    });
  });
});

describe('pastUnseen: the review names the days a host may have left out (issue 47.5)', () => {
  const window = bookingWindow(WED, NEW_YORK); // this week from Monday 2026-03-02
  it.each<[string, BookingSlot[], Date, boolean]>([
    ['Monday 00:00 exactly: nothing has ended yet', [], new Date(window.startMs), false],
    ['Wednesday, no slot that has ended came back', [slot('2026-03-05 09:00', '2026-03-05 10:00')], WED, true],
    ['Wednesday, Monday’s slot came back', [slot('2026-03-02 09:00', '2026-03-02 10:00')], WED, false],
    ['a slot of last week does not count', [slot('2026-02-27 09:00', '2026-02-27 10:00')], WED, true],
    ['a slot under way has not ended', [slot('2026-03-04 09:30', '2026-03-04 10:30')], WED, true],
  ])('%s', (_, slots, now, expected) => {
    expect(pastUnseen(slots, window, now)).toBe(expected);
  });
});
