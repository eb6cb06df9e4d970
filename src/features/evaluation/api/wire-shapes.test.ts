import { describe } from 'vitest';
import { MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas as classSchemas } from './get-evaluation-classes';
import { schemas as evaluationSchemas } from './get-student-evaluations';

describe('evaluation classes', () => {
  const base = { ...PAST_CLASS_WIRE, evaluable: true, students: [{ ...PAST_CLASS_WIRE.students[0], evaluation_id: 77 }] };
  readsShapes((cls) => classSchemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    ['as sent', {}, { id: 10015000, evaluable: true, students: [{ id: 50002, evaluation_id: 77 }] }],
    ['ids and flags as text or numbers', { id: '10015000', evaluable: 1, 'students.0.id': '50002', 'students.0.evaluation_id': '77' }, { id: 10015000, evaluable: true, students: [{ id: 50002, evaluation_id: 77 }] }],
    ['not evaluated yet', { 'students.0.evaluation_id': null }, { students: [{ evaluation_id: null }] }],
    ['no evaluable flag', { evaluable: MISSING }, { evaluable: false }],
    ['a malformed evaluation id', { 'students.0.evaluation_id': 'e-77' }, { students: [{ id: 50002, evaluation_id: null }] }, 1],
    ['a malformed evaluable flag', { evaluable: 'yes' }, { id: 10015000, evaluable: false }, 1],
    ['a malformed class id', { calendar_event_id: 'x' }, 'unreadable'],
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
    ['as sent', {}, { id: 77, ratings: { fluency: 3 } }],
    ['ids and ratings as text', { id: '77', 'class.id': '10015000', 'student.id': '50002', 'ratings.fluency': '3' }, { id: 77, class: { id: 10015000 }, student: { id: 50002 }, ratings: { fluency: 3 } }],
    ['no class (no longer recent)', { class: null }, { class: null }],
    ['malformed ratings', { 'ratings.fluency': 'good' }, { id: 77, ratings: {} }, 1],
    ['a malformed class', { class: 10015000 }, { id: 77, class: null }, 1],
    ['no creation time', { created_at: MISSING }, 'unreadable'],
  ]);
});
