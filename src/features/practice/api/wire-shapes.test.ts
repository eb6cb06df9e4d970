import { describe } from 'vitest';
import { PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas } from './get-practice-classes';

describe('practice classes', () => {
  const base = {
    ...PAST_CLASS_WIRE,
    items: [{ id: 150101, kind: 'quiz', title: 'Quiz', module_id: 1501, url: 'https://x.example/q' }],
    students: [{ ...PAST_CLASS_WIRE.students[0], completions: [{ item_id: 150101, completed_at: '2026-11-21T08:00:00.000Z', score: 80 }] }],
  };
  readsShapes((cls) => schemas().answer.parse({ success: 1, classes: [cls] }).classes[0], base, [
    ['as sent', {}, { items: [{ id: 150101, kind: 'quiz' }], students: [{ completions: [{ itemId: 150101, score: 80 }] }] }],
    ['ids and score as text', { 'items.0.id': '150101', 'students.0.completions.0.item_id': '150101', 'students.0.completions.0.score': '80' }, { items: [{ id: 150101 }], students: [{ completions: [{ itemId: 150101, score: 80 }] }] }],
    ['no score (not a quiz)', { 'students.0.completions.0.score': null }, { students: [{ completions: [{ score: null }] }] }],
    ['an item of a kind the portal does not know', { items: [{ id: 1, kind: 'pre_video', title: 'x' }, { id: 2, kind: 'flashcard', title: 'y' }] }, { items: [{ id: 2, kind: 'flashcard' }] }, 1],
    ['a malformed score', { 'students.0.completions.0.score': 'A+' }, { students: [{ completions: [{ itemId: 150101, score: null }] }] }, 1],
    ['an unreadable completion', { 'students.0.completions.0.completed_at': 'yesterday' }, { students: [{ id: 50002, completions: [] }] }, 1],
    ['a malformed class id', { id: [] }, 'unreadable'],
  ]);
});
