import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { toClassItems } from './class-item';
import { type RoomOptions, testRoom as room, testStudent as student } from './class-item.fixture';
import type { Room } from './room';

const BEIJING: TeacherZone = { tzOffset: 8, dstStart: null, dstEnd: null, timezone: null };
const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const NOW = new Date('2026-03-08T23:00:00Z'); // Monday 2026-03-09 07:00 in Beijing

describe('toClassItems: one row', () => {
  it('converts times to teacher time and derives the display fields', () => {
    const source = room();
    const { items, skipped } = toClassItems([source], BEIJING, NOW);
    expect(skipped).toBe(0);
    expect(items).toEqual([
      {
        id: 1,
        date: '2026-03-09',
        startTime: '09:00',
        endTime: '09:25',
        startAt: '2026-03-09T01:00:00Z',
        endAt: '2026-03-09T01:25:00Z',
        startMs: Date.UTC(2026, 2, 9, 1, 0),
        endMs: Date.UTC(2026, 2, 9, 1, 25),
        students: [student(1)],
        finishedCount: 2,
        title: 'Greetings and Introductions',
        classCode: 'L1U2L3S1',
        isToday: true,
        course: source.course,
        event: source.calendar_event,
        teacher: source.teacher,
        group_id: 7,
        classroom_type: 2,
        meeting_id: '12345',
      },
    ]);
  });

  it.each<
    [string, RoomOptions, Partial<Record<'id' | 'finishedCount' | 'meeting_id' | 'classroom_type' | 'title' | 'classCode', unknown>>]
  >([
    ['id is the parent event', { eventId: 100, parent: 42 }, { id: 42 }],
    ['id falls back to the own event', { eventId: 100, parent: null }, { id: 100 }],
    ['first lesson: 0 finished', { seq: 1 }, { finishedCount: 0 }],
    ['sequence 0 never goes negative', { seq: 0 }, { finishedCount: 0 }],
    ['negative sequence never goes negative', { seq: -3 }, { finishedCount: 0 }],
    ['NaN sequence', { seq: Number.NaN }, { finishedCount: 0 }],
    ['sequence 12', { seq: 12 }, { finishedCount: 11 }],
    ['string room id', { online: 'room-abc' }, { meeting_id: 'room-abc' }],
    ['null room id', { online: null }, { meeting_id: '' }],
    ['room id 0 is kept', { online: 0 }, { meeting_id: '0' }],
    ['string classroom type', { type: 'group' }, { classroom_type: 'group' }],
    ['null classroom type', { type: null }, { classroom_type: null }],
    ['title without a code', { title: 'Free talk' }, { title: 'Free talk', classCode: '' }],
  ])('%s', (_name, options, expected) => {
    const [item] = toClassItems([room(options)], BEIJING, NOW).items;
    expect(item).toMatchObject(expected);
  });

  it.each<[string, string, TeacherZone, Date, Record<string, unknown>]>([
    [
      'UTC evening is next teacher day in +8',
      '2026-03-08T16:30:00Z',
      BEIJING,
      NOW,
      { date: '2026-03-09', startTime: '00:30', isToday: true },
    ],
    ['teacher yesterday', '2026-03-08T15:59:00Z', BEIJING, NOW, { date: '2026-03-08', startTime: '23:59', isToday: false }],
    [
      'NY after spring forward',
      '2026-03-08T07:00:00Z',
      NY,
      new Date('2026-03-08T12:00:00Z'),
      { date: '2026-03-08', startTime: '03:00', isToday: true },
    ],
    [
      'NY 23:30 the day before',
      '2026-03-08T04:30:00Z',
      NY,
      new Date('2026-03-08T12:00:00Z'),
      { date: '2026-03-07', startTime: '23:30', isToday: false },
    ],
    [
      'an offset time is kept as UTC',
      '2026-03-09T09:00:00+08:00',
      BEIJING,
      NOW,
      { startAt: '2026-03-09T01:00:00.000Z', startTime: '09:00' },
    ],
  ])('teacher time: %s', (_name, start, zone, now, expected) => {
    const end = new Date(Date.parse(start) + 25 * 60_000).toISOString();
    const [item] = toClassItems([room({ start, end })], zone, now).items;
    expect(item).toMatchObject(expected);
  });
});

describe('toClassItems: merging rows into classes', () => {
  const ids = (rooms: Room[]) => toClassItems(rooms, BEIJING, NOW).items.map((i) => [i.id, i.students.map((s) => s.id)]);

  it.each<[string, Room[], [number, number[]][]]>([
    [
      'same group + same parent merge',
      [room({ eventId: 101, students: [student(1)] }), room({ eventId: 102, students: [student(2)] })],
      [[1, [1, 2]]],
    ],
    [
      'students deduped by id, first order kept',
      [room({ eventId: 101, students: [student(2), student(1)] }), room({ eventId: 102, students: [student(1), student(3), student(3)] })],
      [[1, [2, 1, 3]]],
    ],
    ['duplicates inside one row', [room({ students: [student(4), student(4)] })], [[1, [4]]]],
    [
      'same parent, other group: two classes',
      [room({ group: 7 }), room({ group: 8, students: [student(2)] })],
      [
        [1, [1]],
        [1, [2]],
      ],
    ],
    [
      'same group, other parent: two classes',
      [room({ parent: 1 }), room({ parent: 2, students: [student(2)] })],
      [
        [1, [1]],
        [2, [2]],
      ],
    ],
    [
      'null parents never merge',
      [room({ eventId: 101, parent: null }), room({ eventId: 102, parent: null, students: [student(2)] })],
      [
        [101, [1]],
        [102, [2]],
      ],
    ],
    [
      'null parent, identical event id: merged',
      [room({ eventId: 101, parent: null }), room({ eventId: 101, parent: null, students: [student(2)] })],
      [[101, [1, 2]]],
    ],
    [
      'null parent does not join a class whose parent has that id',
      [room({ eventId: 1, parent: null }), room({ eventId: 102, parent: 1, students: [student(2)] })],
      [
        [1, [1]],
        [1, [2]],
      ],
    ],
    ['no students', [room({ students: [] })], [[1, []]]],
  ])('%s', (_name, rooms, expected) => {
    expect(ids(rooms)).toEqual(expected);
  });

  it('takes event, title and times from the first row', () => {
    const first = room({ eventId: 101, title: 'L1U1L1 First' });
    const second = room({ eventId: 102, title: 'L9U9L9 Second', start: '2026-03-09T02:00:00Z', end: '2026-03-09T02:25:00Z' });
    const [item] = toClassItems([first, second], BEIJING, NOW).items;
    expect(item).toMatchObject({ event: first.calendar_event, title: 'First', classCode: 'L1U1L1', startTime: '09:00' });
  });

  it('does not mutate the input rows', () => {
    const rows = [room({ eventId: 101 }), room({ eventId: 102, students: [student(2)] })];
    const before = structuredClone(rows);
    toClassItems(rows, BEIJING, NOW);
    expect(rows).toEqual(before);
  });
});

describe('toClassItems: order and bad rows', () => {
  it('sorts by start instant, then by id', () => {
    const rows = [
      room({ parent: 30, start: '2026-03-10T01:00:00Z', end: '2026-03-10T01:25:00Z' }),
      room({ parent: 20, start: '2026-03-09T01:00:00Z', end: '2026-03-09T01:25:00Z' }),
      room({ parent: 10, start: '2026-03-09T01:00:00Z', end: '2026-03-09T01:25:00Z' }),
      room({ parent: 5, start: '2026-03-09T00:59:59Z', end: '2026-03-09T01:25:00Z' }),
    ];
    expect(toClassItems(rows, BEIJING, NOW).items.map((i) => i.id)).toEqual([5, 10, 20, 30]);
  });

  it('sorts the two 01:30s of a fall-back night by instant, not by wall time', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    const rows = [
      room({ parent: 1, start: '2026-11-01T06:30:00Z', end: '2026-11-01T06:55:00Z' }),
      room({ parent: 2, start: '2026-11-01T05:30:00Z', end: '2026-11-01T05:55:00Z' }),
    ];
    const items = toClassItems(rows, NY, now).items;
    expect(items.map((i) => [i.id, i.startTime])).toEqual([
      [2, '01:30'],
      [1, '01:30'],
    ]);
  });

  it.each<[string, RoomOptions]>([
    ['unparsable start', { start: 'tomorrow' }],
    ['empty start', { start: '' }],
    ['impossible date', { start: '2026-02-30T01:00:00Z' }],
    ['unparsable end', { end: 'n/a' }],
    ['end before start', { start: '2026-03-09T02:00:00Z', end: '2026-03-09T01:00:00Z' }],
  ])('skips and counts a row with %s', (_name, options) => {
    const good = room({ parent: 1 });
    const bad = room({ parent: 2, ...options });
    const { items, skipped } = toClassItems([bad, good, bad], BEIJING, NOW);
    expect(items.map((i) => i.id)).toEqual([1]);
    expect(skipped).toBe(2);
  });

  it('a skipped row adds no students to its class (its data is not trusted)', () => {
    const rows = [room({ eventId: 101 }), room({ eventId: 102, start: 'bad', students: [student(2)] })];
    const { items, skipped } = toClassItems(rows, BEIJING, NOW);
    expect(items.map((i) => i.students.map((s) => s.id))).toEqual([[1]]);
    expect(skipped).toBe(1);
  });

  it('keeps a zero-length class', () => {
    const { items, skipped } = toClassItems([room({ start: '2026-03-09T01:00:00Z', end: '2026-03-09T01:00:00Z' })], BEIJING, NOW);
    expect([items.length, skipped]).toEqual([1, 0]);
  });

  it('empty input', () => {
    expect(toClassItems([], BEIJING, NOW)).toEqual({ items: [], skipped: 0 });
  });
});
