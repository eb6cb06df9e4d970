import { describe } from 'vitest';
import { mapsFields, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas } from './get-practice-classes';

describe('practice classes', () => {
  const base = {
    ...PAST_CLASS_WIRE,
    items: [{ id: 150101, kind: 'quiz', title: 'Quiz', module_id: 1501, url: 'https://x.example/q' }],
    students: [{ ...PAST_CLASS_WIRE.students[0], completions: [{ item_id: 150101, completed_at: '2026-11-21T08:00:00.000Z', score: 80 }] }],
  };
  readsShapes((cls) => schemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    [
      'as sent',
      {},
      {
        calendarEventId: 10016000,
        startAt: PAST_CLASS_WIRE.start_at,
        items: [{ id: 150101, kind: 'quiz' }],
        students: [{ shortName: 'Tom', completions: [{ itemId: 150101, score: 80 }] }],
      },
    ],
    [
      'ids and score as text',
      { 'items.0.id': '150101', 'students.0.completions.0.item_id': '150101', 'students.0.completions.0.score': '80' },
      { items: [{ id: 150101 }], students: [{ completions: [{ itemId: 150101, score: 80 }] }] },
    ],
    ['no score (not a quiz)', { 'students.0.completions.0.score': null }, { students: [{ completions: [{ score: null }] }] }],
    [
      'an item of a kind the portal does not know',
      {
        items: [
          { id: 1, kind: 'pre_video', title: 'x' },
          { id: 2, kind: 'flashcard', title: 'y' },
        ],
      },
      { items: [{ id: 2, kind: 'flashcard' }] },
      1,
    ],
    [
      'a malformed score',
      { 'students.0.completions.0.score': 'A+' },
      { students: [{ completions: [{ itemId: 150101, score: null }] }] },
      1,
    ],
    [
      'an unreadable completion',
      { 'students.0.completions.0.completed_at': 'yesterday' },
      { students: [{ id: 50002, completions: [] }] },
      1,
    ],
    ['a malformed class id', { id: [] }, 'unreadable'],
  ]);
  mapsFields((cls) => schemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    ['calendar_event_id', 12, 'calendarEventId'],
    ['start_at', '2026-11-19T08:00:00.000Z', 'startAt'],
    ['end_at', '2026-11-19T09:00:00.000Z', 'endAt'],
    ['items.0.title', 'Quiz 2', 'items.0.title'],
    ['students.0.short_name', 'Tommy', 'students.0.shortName'],
    ['students.0.completions.0.item_id', 150102, 'students.0.completions.0.itemId'],
    ['students.0.completions.0.completed_at', '2026-11-22T08:00:00.000Z', 'students.0.completions.0.completedAt'],
    ['students.0.completions.0.score', 95, 'students.0.completions.0.score'],
  ]);
});
