import { describe, expect, it } from 'vitest';
import { batchConflicts, cannotOpen, overlappedSlots, previewBatch, windowMiss, type Conflict } from './batch-preview';
import { START_NOTICE_MS, canDelete, earliestStartMs, startsFarEnough } from './slot-rules';
import { expandOccurrences, type SlotRequest } from './recurrence';
import { offSpans } from './time-off';
import { bookingWindow } from './week-window';
import { NEW_YORK } from './test-zones';

const NOW = new Date('2026-03-04T15:00:00.000Z'); // Wednesday 10:00 in New York
const HOUR = 3_600_000;
const window = bookingWindow(NOW, NEW_YORK); // ends Monday 2026-03-16 00:00 EDT (04:00Z)
const at = (iso: string, hours = 1) => ({ date: iso.slice(0, 10), startMs: Date.parse(iso), endMs: Date.parse(iso) + hours * HOUR });
const existing = [at('2026-03-06T14:00:00.000Z'), at('2026-03-10T13:00:00.000Z')];

describe('startsFarEnough (24 h rule)', () => {
  it.each<[string, number, boolean]>([
    ['two days ahead', 48 * HOUR, true],
    ['exactly 24 h ahead', START_NOTICE_MS, true],
    ['1 ms short of 24 h', START_NOTICE_MS - 1, false],
    ['in 23 h', 23 * HOUR, false],
    ['now', 0, false],
    ['in the past', -HOUR, false],
  ])('%s -> %s', (_, ahead, expected) => {
    expect(startsFarEnough(NOW.getTime() + ahead, NOW)).toBe(expected);
  });

  it('canDelete only an open slot', () => {
    expect(canDelete({ booked: false })).toBe(true);
    expect(canDelete({ booked: true })).toBe(false);
  });
});

describe('previewBatch', () => {
  it.each<[string, ReturnType<typeof at>[], Conflict[][]]>([
    ['all fine', [at('2026-03-06T16:00:00.000Z'), at('2026-03-09T13:00:00.000Z')], [[], []]],
    ['touching an existing slot is fine', [at('2026-03-06T15:00:00.000Z'), at('2026-03-06T13:00:00.000Z')], [[], []]],
    ['overlapping an existing slot', [at('2026-03-06T14:30:00.000Z')], [['overlap']]],
    ['overlapping inside the batch', [at('2026-03-07T14:00:00.000Z', 2), at('2026-03-07T15:00:00.000Z')], [['overlap'], ['overlap']]],
    ['exactly 24 h ahead is fine', [at('2026-03-05T15:00:00.000Z')], [[]]],
    ['1 minute short of 24 h', [at('2026-03-05T14:59:00.000Z')], [['tooSoon']]],
    ['after next week', [at('2026-03-17T13:00:00.000Z')], [['outsideWindow']]],
    ['next week’s Sunday 23:30, ending past the window end: it starts inside', [at('2026-03-16T03:30:00.000Z')], [[]]],
    ['Monday 00:00 after next week', [at('2026-03-16T04:00:00.000Z')], [['outsideWindow']]],
    ['ends exactly at the window end', [at('2026-03-16T03:00:00.000Z')], [[]]],
    [
      'too soon and overlapping',
      [at('2026-03-05T10:00:00.000Z', 2), at('2026-03-05T11:00:00.000Z')],
      [
        ['tooSoon', 'overlap'],
        ['tooSoon', 'overlap'],
      ],
    ],
  ])('%s', (_, rows, conflicts) => {
    expect(previewBatch(rows, existing, NOW, window).map((r) => r.conflicts)).toEqual(conflicts);
  });

  it('keeps the rows in order with their times', () => {
    const rows = [at('2026-03-09T13:00:00.000Z'), at('2026-03-06T16:00:00.000Z')];
    expect(previewBatch(rows, [], NOW, window)).toEqual(rows.map((r) => ({ ...r, conflicts: [], overlapped: [], offOn: null })));
  });

  it('names each broken rule once, in a fixed order', () => {
    const rows = previewBatch(
      [at('2026-03-16T13:00:00.000Z'), at('2026-03-06T14:30:00.000Z'), at('2026-03-05T10:00:00.000Z'), at('2026-03-06T14:00:00.000Z')],
      existing,
      NOW,
      window,
    );
    expect(batchConflicts(rows)).toEqual(['tooSoon', 'outsideWindow', 'overlap']);
    expect(batchConflicts([])).toEqual([]);
  });

  it('names the existing slots a batch overlaps, each once, earliest first (not those it only touches)', () => {
    const rows = previewBatch(
      [at('2026-03-10T13:30:00.000Z'), at('2026-03-06T14:30:00.000Z'), at('2026-03-06T13:30:00.000Z'), at('2026-03-06T15:00:00.000Z')],
      existing,
      NOW,
      window,
    );
    expect(rows.map((r) => r.overlapped)).toEqual([[existing[1]], [existing[0]], [existing[0]], []]);
    expect(overlappedSlots(rows)).toEqual([existing[0], existing[1]]);
    expect(overlappedSlots([])).toEqual([]);
  });
});

describe('earliestStartMs', () => {
  it.each<[string, string, string]>([
    ['on the minute', '2026-03-04T15:00:00.000Z', '2026-03-05T15:00:00.000Z'],
    ['seconds round up to the next minute', '2026-03-04T15:00:01.000Z', '2026-03-05T15:01:00.000Z'],
    ['over the clock change (24 real hours)', '2026-03-07T15:00:00.000Z', '2026-03-08T15:00:00.000Z'],
  ])('%s', (_, now, earliest) => {
    const ms = earliestStartMs(new Date(now));
    expect(new Date(ms).toISOString()).toBe(earliest);
    expect(startsFarEnough(ms, new Date(now))).toBe(true);
    expect(startsFarEnough(ms - 60_000, new Date(now))).toBe(false);
  });
});

describe('a weekly batch leaves out by itself the days that are never opened (issue 39, point 5; issue 47)', () => {
  // Saturday 2026-11-28 17:00 in New York: the window ends Monday 2026-12-07 00:00 (05:00Z), after next week's Sunday.
  const SATURDAY = new Date('2026-11-28T22:00:00.000Z');
  const weeks = bookingWindow(SATURDAY, NEW_YORK);
  // 23:30–00:30 on Monday 11-30 and on the last Sunday, 12-06 (its end is Monday 12-07 00:30).
  const monday = at('2026-12-01T04:30:00.000Z');
  const lastSunday = at('2026-12-07T04:30:00.000Z');
  const tooSoon = at('2026-11-29T04:30:00.000Z'); // tonight 23:30
  // Next Wednesday 12-09 is outside; Wednesday 12-02 off (EST).
  const WEDNESDAY_OFF = offSpans([{ from: '2026-12-02', to: '2026-12-02', endMs: 0 }], NEW_YORK);
  const wednesdayNight = { ...at('2026-12-03T04:30:00.000Z'), date: '2026-12-02' }; // Wednesday 23:30, in the day off
  const tuesdayNight = { ...at('2026-12-02T04:30:00.000Z'), date: '2026-12-01' }; // Tuesday 23:30 runs into Wednesday's day off

  it('the last Sunday past midnight starts inside next week: it is opened; tonight is too soon', () => {
    const rows = previewBatch([tooSoon, monday, lastSunday], [], SATURDAY, weeks);
    expect(rows.map((r) => r.conflicts)).toEqual([['tooSoon'], [], []]);
    expect(rows.map(cannotOpen)).toEqual([true, false, false]);
  });

  it('a day in her time off is left out, with the day it meets; a night that runs into it meets it on that day', () => {
    const rows = previewBatch([monday, tuesdayNight, wednesdayNight], [], SATURDAY, weeks, WEDNESDAY_OFF);
    expect(rows.map((r) => [r.conflicts, r.offOn])).toEqual([
      [[], null],
      [['timeOff'], '2026-12-02'],
      [['timeOff'], '2026-12-02'],
    ]);
    expect(rows.map(cannotOpen)).toEqual([false, true, true]);
    expect(batchConflicts(rows)).toEqual(['timeOff']);
  });

  it.each<[string, ReturnType<typeof at>, ReturnType<typeof windowMiss>]>([
    ['inside', monday, null],
    ['ends exactly at Monday 00:00', at('2026-12-07T04:00:00.000Z', 1), null],
    ['starts inside, ends after: next week’s', lastSunday, null],
    ['starts at Monday 00:00 after next week', at('2026-12-07T05:00:00.000Z'), '2026-12-07'],
    ['starts after the last day', at('2026-12-08T15:00:00.000Z'), '2026-12-08'],
    ['starts before the first day: within the 24 hours, said so', at('2026-11-21T15:00:00.000Z'), null],
  ])('windowMiss: %s', (_, slot, miss) => {
    expect(windowMiss(slot, weeks, NEW_YORK)).toEqual(miss);
  });

  it('an overlap stays the teacher’s choice: not left out', () => {
    const rows = previewBatch([monday], [monday], SATURDAY, weeks);
    expect(rows[0]!.conflicts).toEqual(['overlap']);
    expect(cannotOpen(rows[0]!)).toBe(false);
  });
});

describe('a start the clock skips is refused, as the week copy refuses it (issue 47 review)', () => {
  // Friday 2027-03-05 10:00 EST: this week and next run to Sunday 2027-03-14, the spring change.
  const FRIDAY = new Date('2027-03-05T15:00:00.000Z');
  const weeks = bookingWindow(FRIDAY, NEW_YORK);
  const ask = (patch: Partial<SlotRequest>): SlotRequest => ({
    date: '2027-03-07',
    startTime: '02:30',
    endTime: '03:30',
    pattern: 'none',
    days: [],
    until: '',
    ...patch,
  });
  const OFF_MARCH_7 = offSpans([{ from: '2027-03-07', to: '2027-03-07', endMs: 0 }], NEW_YORK);

  it.each<[string, SlotRequest, ReturnType<typeof at>[], [string, Conflict[]][]]>([
    ['a single slot at 02:30 on the change day', ask({ date: '2027-03-14' }), [], [['2027-03-14', ['gap']]]],
    [
      'weekly on Sunday: 03-07 opened, 03-14 a gap',
      ask({ pattern: 'weekly', days: [0], until: '2027-03-14' }),
      [],
      [
        ['2027-03-07', []],
        ['2027-03-14', ['gap']],
      ],
    ],
    [
      'the gap alone, though a slot sits where the clock goes on',
      ask({ date: '2027-03-14', endTime: '04:00' }),
      [at('2027-03-14T07:00:00.000Z')],
      [['2027-03-14', ['gap']]],
    ],
    ['03:00 on the change day: opened', ask({ date: '2027-03-14', startTime: '03:00', endTime: '04:00' }), [], [['2027-03-14', []]]],
  ])('%s', (_, request, slots, expected) => {
    const rows = previewBatch(expandOccurrences(request, NEW_YORK), slots, FRIDAY, weeks);
    expect(rows.map((r) => [r.date, r.conflicts])).toEqual(expected);
  });

  it('a gap is never opened, names no slot, and comes first among the rules', () => {
    const rows = previewBatch(
      expandOccurrences(ask({ pattern: 'weekly', days: [0], until: '2027-03-14' }), NEW_YORK),
      [],
      FRIDAY,
      weeks,
      OFF_MARCH_7,
    );
    expect(rows.map(cannotOpen)).toEqual([true, true]);
    expect(rows.map((r) => [r.gap ?? null, r.offOn, r.overlapped])).toEqual([
      [null, '2027-03-07', []],
      [{ startTime: '02:30', endTime: '03:30' }, null, []],
    ]);
    expect(batchConflicts(rows)).toEqual(['gap', 'timeOff']);
  });

  it('the fold hour is one row, opened at its first occurrence', () => {
    const SUNDAY = new Date('2027-11-03T14:00:00.000Z');
    const rows = previewBatch(
      expandOccurrences(ask({ date: '2027-11-07', startTime: '01:30', endTime: '02:30' }), NEW_YORK),
      [],
      SUNDAY,
      bookingWindow(SUNDAY, NEW_YORK),
    );
    expect(rows.map((r) => [new Date(r.startMs).toISOString(), r.conflicts])).toEqual([['2027-11-07T05:30:00.000Z', []]]);
  });
});
