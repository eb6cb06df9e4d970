import { describe, expect, it } from 'vitest';
import { clockChangesBetween, clockChangesInDays, type ClockChange } from './clock-changes';
import { mayChangeClock, type OffsetAt } from './may-change-clock';
import { teacherOffsetMinutes, type TeacherZone } from './zone-offset';

const iana = (timezone: string): TeacherZone => ({ tzOffset: 0, dstStart: null, dstEnd: null, timezone });
const fixed = (tzOffset: number, dstStart: string | null, dstEnd: string | null): TeacherZone => ({
  tzOffset,
  dstStart,
  dstEnd,
  timezone: null,
});
/** A device in an IANA zone (read from Intl, as the browser's getTimezoneOffset would answer). */
const device =
  (timezone: string): OffsetAt =>
  (ms) =>
    teacherOffsetMinutes(new Date(ms), iana(timezone));
const utcDevice: OffsetAt = () => 0;

const NY = iana('America/New_York');
const LONDON = iana('Europe/London');
const SHANGHAI = iana('Asia/Shanghai');
// As the login answer gives them (spec 9): tzOffset and the year's window, no IANA name.
const NY_2026 = fixed(-5, '2026-03-08T07:00:00.000Z', '2026-11-01T06:00:00.000Z');
const NY_2027 = fixed(-5, '2027-03-14T07:00:00.000Z', '2027-11-07T06:00:00.000Z');
const LONDON_2027 = fixed(0, '2027-03-28T01:00:00.000Z', '2027-10-31T01:00:00.000Z');

type Expected = Omit<ClockChange, 'atMs'> & { at: string };
const change = (
  at: string,
  date: string,
  weekday: number,
  time: string,
  minutes: number,
  whose: ClockChange['whose'],
  deviceShowsTeacherTime = whose === 'both',
): Expected => ({
  at,
  date,
  weekday,
  time,
  minutes,
  whose,
  deviceShowsTeacherTime,
});
const FALL_BACK_NY = change('2026-11-01T06:00:00.000Z', '2026-11-01', 0, '02:00', -60, 'both');
const SPRING_NY = change('2027-03-14T07:00:00.000Z', '2027-03-14', 0, '02:00', 60, 'both');
const SPRING_LONDON = change('2027-03-28T01:00:00.000Z', '2027-03-28', 0, '01:00', 60, 'both');

const shown = (changes: ClockChange[]) => changes.map(({ atMs, ...rest }) => ({ at: new Date(atMs).toISOString(), ...rest }));

describe('clockChangesInDays: the changes of a screen week', () => {
  it.each<[string, TeacherZone, OffsetAt, string, string, Expected[]]>([
    // The dashboard's weeks end on Sunday, booking's start on it: the change is in both.
    [
      'NY on a NY device, dashboard week ending Sunday 2026-11-01',
      NY,
      device('America/New_York'),
      '2026-10-26',
      '2026-11-01',
      [FALL_BACK_NY],
    ],
    ['NY on a NY device, booking week starting that Sunday', NY, device('America/New_York'), '2026-11-01', '2026-11-07', [FALL_BACK_NY]],
    ['NY, "this week" = Sunday alone', NY, device('America/New_York'), '2026-11-01', '2026-11-01', [FALL_BACK_NY]],
    ['NY, the week after: none', NY, device('America/New_York'), '2026-11-02', '2026-11-08', []],
    ['NY, the week before: none', NY, device('America/New_York'), '2026-10-19', '2026-10-25', []],
    ['NY 2027-03-14, spring forward', NY, device('America/New_York'), '2027-03-08', '2027-03-14', [SPRING_NY]],
    ['London 2027-03-28, spring forward at 01:00', LONDON, device('Europe/London'), '2027-03-22', '2027-03-28', [SPRING_LONDON]],
    // Spec 9's window without an IANA name: the same days, said as the teacher's only on a UTC device.
    [
      'NY by dstStart/dstEnd, fall back, UTC device',
      NY_2026,
      utcDevice,
      '2026-10-26',
      '2026-11-01',
      [{ ...FALL_BACK_NY, whose: 'teacher', deviceShowsTeacherTime: false }],
    ],
    [
      'NY by dstStart/dstEnd, spring, UTC device',
      NY_2027,
      utcDevice,
      '2027-03-08',
      '2027-03-14',
      [{ ...SPRING_NY, whose: 'teacher', deviceShowsTeacherTime: false }],
    ],
    ['NY by dstStart/dstEnd on a NY device: both', NY_2027, device('America/New_York'), '2027-03-14', '2027-03-20', [SPRING_NY]],
    [
      'London by dstStart/dstEnd',
      LONDON_2027,
      utcDevice,
      '2027-03-22',
      '2027-03-28',
      [{ ...SPRING_LONDON, whose: 'teacher', deviceShowsTeacherTime: false }],
    ],
    ['NY by a 2026 window in 2027: no change known', NY_2026, utcDevice, '2027-03-08', '2027-03-14', []],
    // A zone without DST, and a device whose zone differs.
    ['Shanghai on a Shanghai device', SHANGHAI, device('Asia/Shanghai'), '2026-10-26', '2026-11-01', []],
    [
      'Shanghai on a NY device: the device falls back at 14:00 China time',
      SHANGHAI,
      device('America/New_York'),
      '2026-10-26',
      '2026-11-01',
      [change('2026-11-01T06:00:00.000Z', '2026-11-01', 0, '14:00', -60, 'device')],
    ],
    [
      'Shanghai on a NY device, spring: 15:00 China time',
      SHANGHAI,
      device('America/New_York'),
      '2027-03-08',
      '2027-03-14',
      [change('2027-03-14T07:00:00.000Z', '2027-03-14', 0, '15:00', 60, 'device')],
    ],
    [
      'NY on a London device: London falls back on NY Saturday 21:00',
      NY,
      device('Europe/London'),
      '2026-10-19',
      '2026-10-25',
      [change('2026-10-25T01:00:00.000Z', '2026-10-24', 6, '21:00', -60, 'device')],
    ],
    [
      'London teacher on a NY device, NY week: the device only',
      LONDON,
      device('America/New_York'),
      '2027-03-08',
      '2027-03-14',
      [change('2027-03-14T07:00:00.000Z', '2027-03-14', 0, '07:00', 60, 'device')],
    ],
    [
      'London teacher on a NY device, London week: the teacher only',
      LONDON,
      device('America/New_York'),
      '2027-03-22',
      '2027-03-28',
      [{ ...SPRING_LONDON, whose: 'teacher', deviceShowsTeacherTime: false }],
    ],
    [
      'Berlin teacher on a London device: the same instant, other clocks',
      iana('Europe/Berlin'),
      device('Europe/London'),
      '2026-10-19',
      '2026-10-25',
      [change('2026-10-25T01:00:00.000Z', '2026-10-25', 0, '03:00', -60, 'both', false)],
    ],
    ['NY teacher on a Toronto device: the same clock', NY, device('America/Toronto'), '2026-10-26', '2026-11-01', [FALL_BACK_NY]],
    [
      'Lord Howe: half an hour',
      iana('Australia/Lord_Howe'),
      device('Australia/Lord_Howe'),
      '2026-09-28',
      '2026-10-04',
      [change('2026-10-03T15:30:00.000Z', '2026-10-04', 0, '02:00', 30, 'both')],
    ],
    // Spec 9's window at its edges.
    [
      'date-only dstStart: 00:00 on the first day of the week',
      fixed(-5, '2026-03-08', '2026-11-01'),
      utcDevice,
      '2026-03-08',
      '2026-03-14',
      [change('2026-03-08T05:00:00.000Z', '2026-03-08', 0, '00:00', 60, 'teacher')],
    ],
    [
      'date-only dstStart: not in the week that ends the day before',
      fixed(-5, '2026-03-08', '2026-11-01'),
      utcDevice,
      '2026-03-01',
      '2026-03-07',
      [],
    ],
    [
      'date-only dstEnd: 01:00 DST on the last day',
      fixed(-5, '2026-03-08', '2026-11-01'),
      utcDevice,
      '2026-10-26',
      '2026-11-01',
      [change('2026-11-01T05:00:00.000Z', '2026-11-01', 0, '01:00', -60, 'teacher')],
    ],
    [
      'a window of three days: both ends in one week',
      fixed(-5, '2026-03-09', '2026-03-12'),
      utcDevice,
      '2026-03-08',
      '2026-03-14',
      [
        change('2026-03-09T05:00:00.000Z', '2026-03-09', 1, '00:00', 60, 'teacher'),
        change('2026-03-12T05:00:00.000Z', '2026-03-12', 4, '01:00', -60, 'teacher'),
      ],
    ],
    ['empty dst values', fixed(-5, '', ''), utcDevice, '2026-10-26', '2026-11-01', []],
    ['null dst values', fixed(-5, null, null), utcDevice, '2026-03-08', '2026-03-14', []],
    ['malformed dstStart', fixed(-5, 'soon', '2026-11-01T06:00:00.000Z'), utcDevice, '2026-10-26', '2026-11-01', []],
    ['dstStart == dstEnd', fixed(-5, '2026-11-01T06:00:00.000Z', '2026-11-01T06:00:00.000Z'), utcDevice, '2026-10-26', '2026-11-01', []],
    ['dstStart after dstEnd', fixed(-5, '2026-11-01T06:00:00.000Z', '2026-03-08T07:00:00.000Z'), utcDevice, '2026-10-26', '2026-11-01', []],
    // Days that are no days.
    ['from after to', NY, device('America/New_York'), '2026-11-07', '2026-11-01', []],
    ['a malformed day', NY, device('America/New_York'), 'next week', '2026-11-01', []],
    ['a day that does not exist', NY, device('America/New_York'), '2026-10-26', '2026-02-30', []],
  ])('%s', (_name, zone, deviceAt, from, to, expected) => {
    expect(shown(clockChangesInDays({ from, to }, zone, deviceAt))).toEqual(expected);
  });
});

describe('clockChangesBetween: the span is [start, end)', () => {
  const at = Date.parse('2026-11-01T06:00:00.000Z');
  it.each<[string, number, number, number]>([
    ['a change at the start is in', at, at + 3_600_000, 1],
    ['a change at the end is out', at - 3_600_000, at, 0],
    ['one ms after the start of the span', at - 1, at + 1, 1],
    ['an empty span', at, at, 0],
    ['an inverted span', at + 1, at - 1, 0],
    ['NaN', Number.NaN, at + 1, 0],
  ])('%s', (_name, start, end, count) => {
    expect(clockChangesBetween(start, end, NY, device('America/New_York'))).toHaveLength(count);
  });

  it('the browser clock is the default device', () => {
    // vitest runs with the machine's zone; whatever it is, the teacher's change is found.
    const changes = clockChangesBetween(at - 3_600_000, at + 3_600_000, NY);
    expect(changes.map((c) => c.atMs)).toContain(at);
  });
});

describe('mayChangeClock: the first page asks cheaply, never missing a change', () => {
  it.each<[string, TeacherZone, OffsetAt, string, string, boolean]>([
    ['NY week of the change', NY, utcDevice, '2026-10-26', '2026-11-01', true],
    ['NY week after it', NY, utcDevice, '2026-11-02', '2026-11-08', false],
    ['a day before it: yes, the exact answer says none', NY, utcDevice, '2026-10-25', '2026-10-31', true],
    ['Shanghai on a Shanghai device', SHANGHAI, device('Asia/Shanghai'), '2026-10-26', '2026-11-01', false],
    ['Shanghai on a NY device', SHANGHAI, device('America/New_York'), '2027-03-08', '2027-03-14', true],
    ['by dstStart/dstEnd', NY_2027, utcDevice, '2027-03-08', '2027-03-14', true],
    ['dstStart == dstEnd', fixed(-5, '2026-11-01T06:00:00.000Z', '2026-11-01T06:00:00.000Z'), utcDevice, '2026-10-26', '2026-11-01', false],
    ['a malformed day', NY, utcDevice, 'soon', '2026-11-01', false],
    ['from after to', NY, utcDevice, '2026-11-08', '2026-10-26', false],
  ])('%s', (_name, zone, deviceAt, from, to, expected) => {
    expect(mayChangeClock({ from, to }, zone, deviceAt)).toBe(expected);
  });

  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const starts = Array.from({ length: 250 }, (_, i) => Date.UTC(2026, 8, 1) + i * 86_400_000); // each day, Sep 2026 to May 2027
  it.each<[string, TeacherZone, OffsetAt]>([
    ['NY on a UTC device', NY, utcDevice],
    ['London on a NY device', LONDON, device('America/New_York')],
    ['Shanghai on a London device', SHANGHAI, device('Europe/London')],
    ['NY by its window on a Sydney device', NY_2026, device('Australia/Sydney')],
    ['Lord Howe on a Shanghai device', iana('Australia/Lord_Howe'), device('Asia/Shanghai')],
  ])('%s: every week with a change is one it asks about', (_name, zone, deviceAt) => {
    let withChange = 0;
    for (const start of starts) {
      for (const length of [0, 6]) {
        const days = { from: day(start), to: day(start + length * 86_400_000) };
        if (clockChangesInDays(days, zone, deviceAt).length === 0) continue;
        withChange += 1;
        expect(mayChangeClock(days, zone, deviceAt), JSON.stringify(days)).toBe(true);
      }
    }
    expect(withChange).toBeGreaterThanOrEqual(16);
  });
});
