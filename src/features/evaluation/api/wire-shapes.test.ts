import { describe } from 'vitest';
import { mapsFields, MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas as classSchemas } from './get-evaluation-classes';
import { schemas as evaluationSchemas } from './get-student-evaluations';

describe('evaluation classes', () => {
  const base = { ...PAST_CLASS_WIRE, evaluable: true, students: [{ ...PAST_CLASS_WIRE.students[0], evaluation_id: 77 }] };
  readsShapes((cls) => classSchemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    [
      'as sent',
      {},
      {
        id: 10015000,
        calendarEventId: 10016000,
        startAt: PAST_CLASS_WIRE.start_at,
        evaluable: true,
        students: [{ id: 50002, shortName: 'Tom', evaluationId: 77 }],
      },
    ],
    [
      'ids and flags as text or numbers',
      { id: '10015000', evaluable: 1, 'students.0.id': '50002', 'students.0.evaluation_id': '77' },
      { id: 10015000, evaluable: true, students: [{ id: 50002, evaluationId: 77 }] },
    ],
    ['not evaluated yet', { 'students.0.evaluation_id': null }, { students: [{ evaluationId: null }] }],
    ['no evaluable flag', { evaluable: MISSING }, { evaluable: false }],
    ['a malformed evaluation id', { 'students.0.evaluation_id': 'e-77' }, { students: [{ id: 50002, evaluationId: null }] }, 1],
    ['a malformed evaluable flag', { evaluable: 'yes' }, { id: 10015000, evaluable: false }, 1],
    ['a malformed class id', { calendar_event_id: 'x' }, 'unreadable'],
  ]);
  mapsFields((cls) => classSchemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    ['calendar_event_id', 12, 'calendarEventId'],
    ['start_at', '2026-11-19T08:00:00.000Z', 'startAt'],
    ['end_at', '2026-11-19T09:00:00.000Z', 'endAt'],
    ['state', 'technical_problem', 'state'],
    ['evaluable', false, 'evaluable'],
    ['students.0.short_name', 'Tommy', 'students.0.shortName'],
    ['students.0.evaluation_id', 78, 'students.0.evaluationId'],
  ]);
});

describe("a student's evaluations", () => {
  const base = {
    id: 77,
    class: { id: PAST_CLASS_WIRE.id, title: PAST_CLASS_WIRE.title, start_at: PAST_CLASS_WIRE.start_at },
    student: PAST_CLASS_WIRE.students[0],
    ratings: { pronunciation: 4, fluency: 3, vocabulary: 5, grammar: 4, participation: 5 },
    comment: 'Clear pronunciation.',
    created_at: '2026-11-20T12:00:00.000Z',
  };
  readsShapes((evaluation) => evaluationSchemas().answer.parse({ success: 1, evaluations: [evaluation] }).evaluations[0], base, [
    [
      'as sent',
      {},
      {
        id: 77,
        class: { id: 10015000, startAt: PAST_CLASS_WIRE.start_at },
        student: { shortName: 'Tom' },
        ratings: { fluency: 3 },
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    ],
    [
      'ids and ratings as text',
      { id: '77', 'class.id': '10015000', 'student.id': '50002', 'ratings.fluency': '3' },
      { id: 77, class: { id: 10015000 }, student: { id: 50002 }, ratings: { fluency: 3 } },
    ],
    ['no class (no longer recent)', { class: null }, { class: null }],
    ['malformed ratings', { 'ratings.fluency': 'good' }, { id: 77, ratings: {} }, 1],
    ['a malformed class', { class: 10015000 }, { id: 77, class: null }, 1],
    ['no creation time', { created_at: MISSING }, 'unreadable'],
  ]);
  mapsFields((evaluation) => evaluationSchemas().answer.parse({ success: 1, evaluations: [evaluation] }).evaluations[0], base, [
    ['class.id', 10015001, 'class.id'],
    ['class.title', 'Food words', 'class.title'],
    ['class.start_at', '2026-11-19T08:00:00.000Z', 'class.startAt'],
    ['student.short_name', 'Tommy', 'student.shortName'],
    ['ratings.grammar', 2, 'ratings.grammar'],
    ['comment', 'Speaks up.', 'comment'],
    ['created_at', '2026-11-21T12:00:00.000Z', 'createdAt'],
  ]);
});
