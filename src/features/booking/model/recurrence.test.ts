import { describe, expect, it } from 'vitest';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/teacher-time';
import { expandOccurrences, MAX_REPEAT_DAYS, requestedDays, type SlotRequest } from './recurrence';
import { NEW_YORK, NEW_YORK_LEGACY, SHANGHAI } from './test-zones';

const request = (patch: Partial<SlotRequest>): SlotRequest => ({
  date: '2026-03-04',
  startTime: '09:00',
  endTime: '10:00',
  pattern: 'none',
  days: [],
  until: '',
  ...patch,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('requestedDays', () => {
  it.each<[string, Partial<SlotRequest>, string[]]>([
    ['no repeat: the date alone', {}, ['2026-03-04']],
    ['no repeat ignores the days', { days: [1] }, ['2026-03-04']],
    ['weekly Mon/Wed/Fri', { pattern: 'weekly', days: [1, 3, 5], until: '2026-03-14' }, ['2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13']],
    ['weekly: the first date only when its weekday is chosen', { pattern: 'weekly', days: [2], until: '2026-03-14' }, ['2026-03-10']],
    ['weekly: until is inclusive', { pattern: 'weekly', days: [3], until: '2026-03-11' }, ['2026-03-04', '2026-03-11']],
    ['weekly: until on the date', { pattern: 'weekly', days: [3], until: '2026-03-04' }, ['2026-03-04']],
    ['weekly: until before the date', { pattern: 'weekly', days: [3], until: '2026-03-03' }, []],
    ['weekly: no day chosen', { pattern: 'weekly', days: [], until: '2026-03-14' }, []],
    ['weekly: bounded to two weeks', { pattern: 'weekly', days: [3], until: '2026-04-30' }, ['2026-03-04', '2026-03-11']],
    ['weekly: every day for the longest span', { pattern: 'weekly', days: [0, 1, 2, 3, 4, 5, 6], until: '2026-12-31' }, Array.from({ length: MAX_REPEAT_DAYS }, (_, i) => `2026-03-${String(4 + i).padStart(2, '0')}`)],
    ['weekly: bad until', { pattern: 'weekly', days: [3], until: '2026-02-30' }, []],
    ['bad date', { date: '' }, []],
  ])('%s', (_, patch, expected) => {
    expect(requestedDays(request(patch))).toEqual(expected);
  });
});

describe('expandOccurrences', () => {
  it('keeps 09:00 on the teacher clock across the spring change (New York, 8 March 2026)', () => {
    const rows = expandOccurrences(request({ date: '2026-03-05', pattern: 'weekly', days: [0, 4], until: '2026-03-12' }), NEW_YORK);
    expect(rows.map((r) => iso(r.startMs))).toEqual(['2026-03-05T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-12T13:00:00.000Z']);
    expect(rows.map((r) => iso(r.endMs))).toEqual(['2026-03-05T15:00:00.000Z', '2026-03-08T14:00:00.000Z', '2026-03-12T14:00:00.000Z']);
    for (const row of rows) {
      expect(formatTeacherTime(new Date(row.startMs), NEW_YORK)).toBe('09:00');
      expect(formatTeacherDate(new Date(row.startMs), NEW_YORK)).toBe(row.date);
    }
  });

  it('keeps the wall-clock time across the autumn change, and the legacy zone agrees', () => {
    const req = request({ date: '2026-10-25', startTime: '18:30', endTime: '19:15', pattern: 'weekly', days: [0], until: '2026-11-07' });
    const expected = ['2026-10-25T22:30:00.000Z', '2026-11-01T23:30:00.000Z'];
    expect(expandOccurrences(req, NEW_YORK).map((r) => iso(r.startMs))).toEqual(expected);
    expect(expandOccurrences(req, NEW_YORK_LEGACY).map((r) => iso(r.startMs))).toEqual(expected);
  });

  it('a zone without DST keeps the same UTC time', () => {
    const rows = expandOccurrences(request({ pattern: 'weekly', days: [3], until: '2026-03-11' }), SHANGHAI);
    expect(rows.map((r) => iso(r.startMs))).toEqual(['2026-03-04T01:00:00.000Z', '2026-03-11T01:00:00.000Z']);
  });

  it.each<[string, Partial<SlotRequest>, [string, string][]]>([
    ['end before start', { endTime: '08:00' }, []],
    ['end equal to start', { endTime: '09:00' }, []],
    ['missing start', { startTime: '' }, []],
    ['a start skipped by the change moves forward', { date: '2026-03-08', startTime: '02:30', endTime: '04:00' }, [['2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z']]],
    ['a slot wholly inside the skipped hour gives none', { date: '2026-03-08', startTime: '02:00', endTime: '03:00' }, []],
    ['the repeated hour takes the first 01:30', { date: '2026-11-01', startTime: '01:30', endTime: '02:30' }, [['2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z']]],
  ])('%s', (_, patch, expected) => {
    expect(expandOccurrences(request(patch), NEW_YORK).map((r) => [iso(r.startMs), iso(r.endMs)])).toEqual(expected);
  });
});
