import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses } from './buckets';
import { testClassItem, testStudent } from '@/entities/classes/model/class-item.fixture';
import { classFileName, escapeText, foldLine, icsInstant, toIcs } from './ics';

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

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('foldLine', () => {
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

describe('classFileName', () => {
  it.each([
    ['date, code and title', { date: '2026-06-10', classCode: 'L1U2L3S1', title: 'Greetings' }, '2026-06-10 L1U2L3S1 Greetings.ics'],
    ['no code', { date: '2026-06-10', classCode: '', title: 'Free talk' }, '2026-06-10 Free talk.ics'],
    ['Chinese title', { date: '2026-06-10', classCode: '', title: '自由对话' }, '2026-06-10 自由对话.ics'],
    [
      'characters file systems refuse',
      { date: '2026-06-10', classCode: '', title: 'A/B: "why?" <x>|*\\' },
      '2026-06-10 A-B- -why- -x-.ics',
    ],
    ['line breaks and tabs', { date: '2026-06-10', classCode: '', title: 'one\ntwo\tthree' }, '2026-06-10 one-two-three.ics'],
    ['leading and trailing dots', { date: '', classCode: '', title: '..hidden.' }, 'hidden.ics'],
    ['nothing left', { date: '', classCode: '', title: '' }, 'class.ics'],
    ['long: cut at 80 characters', { date: '', classCode: '', title: '课'.repeat(100) }, `${'课'.repeat(80)}.ics`],
  ])('%s', (_name, item, expected) => {
    expect(classFileName(item)).toBe(expected);
  });
});

/** The file as a calendar app reads it: ical.js's parse, unfolded and unescaped. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time | null)?.toJSDate().toISOString(),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
      summary: event.summary,
      description: event.description,
      url: vevent.getFirstPropertyValue('url'),
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => ({
        action: alarm.getFirstPropertyValue('action'),
        description: alarm.getFirstPropertyValue('description'),
        triggerSeconds: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      })),
    };
  });
  const property = (name: string) => calendar.getFirstPropertyValue(name);
  return { calendar, events, version: property('version'), prodid: property('prodid'), method: property('method') };
}

/** What Google, Apple and Outlook need beyond a parse: CRLF only, folded lines, the calendar's heading. */
function expectImportable(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(ics.split('\r\n').filter((line) => octets(line) > 75)).toEqual([]);
  const { calendar, events, version, prodid, method } = read(ics);
  expect(calendar.name).toBe('vcalendar');
  expect([version, method]).toEqual(['2.0', 'PUBLISH']);
  expect(prodid).toBeTruthy();
  // Alarms sit inside their event (RFC 5545 3.6.6), never at the calendar's level.
  expect(calendar.getAllSubcomponents('valarm')).toEqual([]);
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  for (const event of events) {
    expect(event.uid).toMatch(/^class-\d+@teacher-portal$/);
    expect(event.stamp).toBeDefined();
    expect(event.utc).toBe(true);
  }
}

const now = new Date('2026-06-10T14:10:00.000Z');
const options = {
  now,
  portalUrl: 'https://portal.example/',
  calendarName: 'Teacher Portal',
  waitingRoomLine: (url: string) => `Waiting room: ${url}`,
};

describe('toIcs', () => {
  it('an empty list is a valid calendar without events', () => {
    const ics = toIcs([], options);
    expectImportable(ics);
    expect(read(ics).events).toEqual([]);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Teacher Portal//Classes//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Teacher Portal',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('each class not yet ended once, in UTC, with its waiting room and an alarm 10 minutes before', () => {
    const items = [
      testClassItem(7, '2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z', {
        classCode: 'L1U2L3S1',
        title: 'Greetings, and more',
        course: { id: 12, name: 'General English 1', description: null },
        students: [
          { id: 1, name: 'Amy Li', short_name: 'Amy' },
          { id: 2, name: 'Bo Chen', short_name: 'Bo' },
        ],
      }),
      testClassItem(8, '2026-06-09T14:00:00.000Z', '2026-06-09T15:00:00.000Z'), // over
      testClassItem(9, 'garbage', '2026-06-11T15:00:00.000Z'), // unreadable
      testClassItem(10, '2026-06-10T13:10:00.000Z', '2026-06-10T14:10:00.000Z'), // ends exactly now
    ];
    const ics = toIcs(items, options);
    expectImportable(ics);
    expect(read(ics).events).toEqual([
      {
        uid: 'class-7@teacher-portal',
        stamp: '2026-06-10T14:10:00.000Z',
        start: '2026-06-10T14:00:00.000Z',
        end: '2026-06-10T15:00:00.000Z',
        utc: true,
        summary: 'L1U2L3S1 Greetings, and more',
        description: 'General English 1\nAmy Li, Bo Chen\nWaiting room: https://portal.example/#/Class/7',
        url: 'https://portal.example/#/Class/7',
        alarms: [{ action: 'DISPLAY', description: 'L1U2L3S1 Greetings, and more', triggerSeconds: -600 }],
      },
    ]);
    // The wire form of the alarm, as RFC 5545's own example writes it.
    expect(ics).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:L1U2L3S1 Greetings\\, and more\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\nEND:VEVENT\r\n',
    );
  });

  it('long, Chinese and emoji text is folded on the wire and reads back whole', () => {
    const title = `${'课堂练习'.repeat(12)} 😀 ${'long English words '.repeat(6)}`;
    const course = '中文课程：'.repeat(20);
    const students = Array.from({ length: 6 }, (_, i) => ({ ...testStudent(i), name: `学生${'甲乙丙丁戊己'[i]} Student ${i}` }));
    const ics = toIcs(
      [
        testClassItem(1, '2026-06-11T01:00:00Z', '2026-06-11T02:00:00Z', {
          title,
          course: { id: 1, name: course, description: null },
          students,
        }),
      ],
      options,
    );
    expectImportable(ics);
    expect(ics).toMatch(/\r\n /); // folded
    const [event] = read(ics).events;
    expect(event?.summary).toBe(title);
    expect(event?.alarms[0]?.description).toBe(title);
    expect(event?.description).toBe(`${course}\n${students.map((s) => s.name).join(', ')}\nWaiting room: https://portal.example/#/Class/1`);
  });

  it('text the format reserves (comma, semicolon, backslash, line breaks) reads back as written', () => {
    const title = 'a, b; c \\ d\ne\r\nf "quoted" :colon';
    const ics = toIcs(
      [testClassItem(1, '2026-06-11T01:00:00Z', undefined, { title, course: { id: 1, name: 'x;y,z\\', description: null } })],
      {
        ...options,
        calendarName: 'Portal; A, B',
        waitingRoomLine: (url: string) => `候课室：${url}`,
      },
    );
    expectImportable(ics);
    const [event] = read(ics).events;
    expect(event?.summary).toBe(title.replace(/\r\n/g, '\n'));
    expect(event?.description).toBe('x;y,z\\\n候课室：https://portal.example/#/Class/1');
    expect(read(ics).prodid).toBe('-//Portal; A, B//Classes//EN');
  });

  it('a class past midnight keeps its instants, and rings 10 minutes before the start on the day before', () => {
    // Saturday 23:30 to Sunday 00:30 in New York (EDT).
    const ics = toIcs([testClassItem(3, '2026-06-14T03:30:00Z', '2026-06-14T04:30:00Z')], options);
    expectImportable(ics);
    const [event] = read(ics).events;
    expect([event?.start, event?.end]).toEqual(['2026-06-14T03:30:00.000Z', '2026-06-14T04:30:00.000Z']);
    const rings = new Date(Date.parse(event!.start) + event!.alarms[0]!.triggerSeconds * 1000);
    expect(rings.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short', hour12: false })).toBe(
      '6/13/26, 23:20',
    );
  });
});

describe('the week file (this week and next, as the dashboard buckets them)', () => {
  const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
  const weekFile = (items: Parameters<typeof bucketClasses>[0], at: Date) => {
    const { thisWeek, nextWeek } = bucketClasses(items, NY, at);
    return toIcs([...thisWeek, ...nextWeek], { ...options, now: at });
  };
  const wall = (iso: string) =>
    new Date(iso).toLocaleString('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });

  it('a week with a clock change: each class at its own offset, later weeks and ended classes left out', () => {
    // Thursday 2026-03-05 12:00 EST; the clocks spring forward on Sunday 03-08 at 02:00.
    const at = new Date('2026-03-05T17:00:00Z');
    const items = [
      testClassItem(1, '2026-03-05T15:00:00Z', '2026-03-05T16:00:00Z'), // ended this morning
      testClassItem(2, '2026-03-07T15:00:00Z', '2026-03-07T16:00:00Z'), // Sat 10:00 EST
      testClassItem(3, '2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z'), // Sun 01:30 EST to 03:30 EDT, across the gap
      testClassItem(4, '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z'), // Mon 10:00 EDT, next week
      testClassItem(5, '2026-03-16T04:00:00Z', '2026-03-16T05:00:00Z'), // Mon 00:00 EDT the week after: later
    ];
    const ics = weekFile(items, at);
    expectImportable(ics);
    const { events } = read(ics);
    expect(events.map((e) => [e.uid, wall(e.start), wall(e.end)])).toEqual([
      ['class-2@teacher-portal', 'Sat 10:00', 'Sat 11:00'],
      ['class-3@teacher-portal', 'Sun 01:30', 'Sun 03:30'],
      ['class-4@teacher-portal', 'Mon 10:00', 'Mon 11:00'],
    ]);
    expect(events.every((e) => e.alarms.length === 1 && e.alarms[0]!.triggerSeconds === -600)).toBe(true);
  });

  it('no class in the two weeks: a valid calendar without events', () => {
    const ics = weekFile([testClassItem(5, '2026-04-01T14:00:00Z')], new Date('2026-03-05T17:00:00Z'));
    expectImportable(ics);
    expect(read(ics).events).toEqual([]);
  });
});
