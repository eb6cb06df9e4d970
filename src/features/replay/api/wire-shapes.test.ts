import { describe } from 'vitest';
import { mapsFields, MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { historyWire, toHistoryItem } from '@/entities/histories/api/history-schema';

describe('history entries', () => {
  const { course: _course, ...entry } = PAST_CLASS_WIRE;
  const base = { ...entry, record_url: '/hls/sample.m3u8', student_feedback: '<p>Thanks</p>', teacher_comment: null };
  readsShapes((entry) => toHistoryItem(historyWire().historyFields.parse(entry)), base, [
    [
      'as sent',
      {},
      { id: 10015000, calendarEventId: 10016000, students: [{ id: 50002, shortName: 'Tom' }], studentFeedback: '<p>Thanks</p>' },
    ],
    [
      'ids as text',
      { id: '10015000', calendar_event_id: '10016000', 'students.0.id': '50002' },
      { id: 10015000, calendarEventId: 10016000, students: [{ id: 50002 }] },
    ],
    [
      'optional fields missing',
      { state: MISSING, students: MISSING, student_feedback: MISSING },
      { state: 'pending', students: [], studentFeedback: null },
    ],
    ['a malformed state', { state: 3 }, { id: 10015000, state: 'pending' }, 1],
    ['a malformed comment', { teacher_comment: ['<p>x</p>'] }, { teacherComment: null }, 1],
    ['a malformed student', { students: [{ id: 'tom' }, { id: 50003, name: 'Amy', short_name: 'Amy' }] }, { students: [{ id: 50003 }] }, 1],
    ['no calendar event id', { calendar_event_id: MISSING }, 'unreadable'],
  ]);
});

describe('pinned notes', () => {
  readsShapes(
    (mark) => historyWire().mark.parse(mark),
    { id: 9, at_seconds: 12.5, note: 'Good question', created_at: '2026-11-20T12:00:00.000Z' },
    [
      ['as sent', {}, { id: 9, atSeconds: 12.5 }],
      ['numbers as text', { id: '9', at_seconds: '12.5' }, { id: 9, atSeconds: 12.5 }],
      ['no moment', { at_seconds: MISSING }, 'unreadable'],
      ['an empty moment', { at_seconds: '' }, 'unreadable'],
    ],
  );
  mapsFields(
    (mark) => historyWire().mark.parse(mark),
    { id: 9, at_seconds: 12.5, note: 'Good question', created_at: '2026-11-20T12:00:00.000Z' },
    [
      ['at_seconds', 30, 'atSeconds'],
      ['note', 'Pin this', 'note'],
      ['created_at', '2026-11-21T12:00:00.000Z', 'createdAt'],
    ],
  );
});
