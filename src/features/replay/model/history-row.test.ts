import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatDuration } from '@/lib/time/wall-format';
import type { HistoryItem } from '@/entities/histories/model/history';
import { durationSeconds, toHistoryRow } from './history-row';

const NEW_YORK: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const SHANGHAI: TeacherZone = { tzOffset: 8, dstStart: null, dstEnd: null, timezone: '' };
const LABELS = { h: 'h', m: 'min', s: 's' };
// The route passes the dashboard's class-code rule; a stand-in with the same contract.
const parseTitle = (raw: string) => {
  const [code = '', ...rest] = raw.split(' ');
  return /^L\d+U\d+L\d+/.test(code) && rest.length > 0 ? { classCode: code, title: rest.join(' ') } : { classCode: '', title: raw };
};

const item = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  id: 1,
  calendarEventId: 2,
  rawTitle: 'L1U2L1S1 My Toys',
  startAt: '2026-11-20T08:30:00.000Z',
  endAt: '2026-11-20T09:30:00.000Z',
  students: [{ id: 5, name: 'Tom Wang', shortName: 'Tom' }],
  recordUrl: '/sample.mp4',
  state: 'completed',
  studentFeedback: null,
  teacherComment: null,
  ...over,
});

describe('duration text (spec 9: hours, minutes, seconds)', () => {
  it.each([
    ['2026-11-20T08:30:00Z', '2026-11-20T09:30:00Z', '1 h'],
    ['2026-11-20T08:30:00Z', '2026-11-20T09:15:00Z', '45 min'],
    ['2026-11-20T08:30:00Z', '2026-11-20T10:00:45Z', '1 h 30 min 45 s'],
    ['2026-11-20T08:30:00Z', '2026-11-20T09:30:59.999Z', '1 h 59 s'],
    ['2026-11-20T08:30:00Z', '2026-11-20T08:30:00.400Z', '0 s'],
    ['2026-11-20T08:30:00Z', '2026-11-20T08:30:00Z', '0 s'],
    ['2026-11-20T09:30:00Z', '2026-11-20T08:30:00Z', '0 s'],
    ['not a time', '2026-11-20T08:30:00Z', '0 s'],
    ['2026-11-20', '2026-11-21', '0 s'],
    ['2026-11-20T23:30:00Z', '2026-11-21T01:00:00Z', '1 h 30 min'],
    ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '1 h'],
    ['2026-11-20T08:30:00+08:00', '2026-11-20T08:30:00Z', '8 h'],
    ['2026-11-18T08:30:00Z', '2026-11-20T08:30:00Z', '48 h'],
  ])('%s -> %s: %s', (start, end, text) => {
    expect(formatDuration(durationSeconds(start, end), LABELS)).toBe(text);
  });
});

describe('toHistoryRow', () => {
  it('shows teacher time, code, title, students and duration', () => {
    expect(toHistoryRow(item(), NEW_YORK, parseTitle)).toEqual({
      id: 1,
      date: '2026-11-20',
      weekday: 5,
      startTime: '03:30',
      endTime: '04:30',
      title: 'My Toys',
      classCode: 'L1U2L1S1',
      students: 'Tom Wang',
      durationSeconds: 3600,
    });
  });

  it('crosses the teacher day boundary by zone, not by the browser', () => {
    const row = toHistoryRow(item({ startAt: '2026-11-20T16:30:00Z', endAt: '2026-11-20T17:30:00Z' }), SHANGHAI, parseTitle);
    expect([row.date, row.weekday, row.startTime, row.endTime]).toEqual(['2026-11-21', 6, '00:30', '01:30']);
  });

  it('uses summer time on the day it applies (New York, 2026-03-08)', () => {
    const before = toHistoryRow(item({ startAt: '2026-03-08T06:30:00Z', endAt: '2026-03-08T07:30:00Z' }), NEW_YORK, parseTitle);
    expect([before.startTime, before.endTime, before.durationSeconds]).toEqual(['01:30', '03:30', 3600]);
  });

  it('keeps a title without a class code whole and joins several students', () => {
    const row = toHistoryRow(
      item({
        rawTitle: 'Free talk',
        students: [
          { id: 1, name: 'A Li', shortName: 'A' },
          { id: 2, name: 'B Wu', shortName: 'B' },
        ],
      }),
      NEW_YORK,
      parseTitle,
    );
    expect([row.classCode, row.title, row.students]).toEqual(['', 'Free talk', 'A Li, B Wu']);
  });

  it('never throws on unreadable instants: empty date and time, zero duration', () => {
    const row = toHistoryRow(item({ startAt: 'yesterday', endAt: '' }), NEW_YORK, parseTitle);
    expect([row.date, row.weekday, row.startTime, row.endTime, row.durationSeconds]).toEqual(['', null, '', '', 0]);
  });
});
