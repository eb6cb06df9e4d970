import { describe, expect, it } from 'vitest';
import { classChecklist, hasToDo } from './checklist';
import { BACKGROUND_RECORDS, backgroundStudents } from './count-plan';
import { entry, past, record } from './fixtures';

const at = '2026-11-27T08:00:00.000Z';
const students = (...ids: number[]) => ids.map((id) => ({ id, name: `Student ${id}` }));
/** Comment written and state confirmed: only the students' records can say whether anything is left. */
const settledByPage = { teacherComment: '<p>Good</p>', state: 'completed' };

describe('backgroundStudents', () => {
  it.each([
    ['no class', [], []],
    ['a class whose state waits: known to do from the page, no record asked', [entry(1, at, { students: students(1, 2) })], []],
    ['a class whose comment is missing: known to do from the page', [entry(1, at, { state: 'completed', students: students(1) })], []],
    ['comment and state done: its students', [entry(1, at, { ...settledByPage, students: students(1, 2) })], [1, 2]],
    [
      'only the classes the page cannot settle, newest first, each student once',
      [
        entry(3, at, { ...settledByPage, students: students(5, 6) }),
        entry(2, at, { students: students(7) }),
        entry(1, at, { ...settledByPage, students: students(6, 8) }),
      ],
      [5, 6, 8],
    ],
  ])('%s', (_, entries, expected) => {
    expect(backgroundStudents(entries)).toEqual(expected);
  });

  it.each([6, 60, 300])('%i students: at most %i records', (count) => {
    const ids = Array.from({ length: count }, (_, k) => 100 + k);
    const week = Array.from({ length: 10 }, (_, i) =>
      entry(i, at, { ...settledByPage, students: students(...ids.filter((_, k) => k % 10 === i)) }),
    );
    const asked = backgroundStudents(week);
    expect(asked).toHaveLength(Math.min(count, BACKGROUND_RECORDS));
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('a class only some of whose records came counts when one of them shows something to do, never otherwise', () => {
    const cls = entry(5, at, { ...settledByPage, students: students(1, 2) });
    const done = { homework: 'assigned' as const, evaluation: { skills: {}, comment: 'ok', evaluatedAt: null } };
    expect(hasToDo(classChecklist(cls, new Map([[1, record(1, [past(5, at, done)])]])))).toBe(false);
    expect(hasToDo(classChecklist(cls, new Map([[1, record(1, [past(5, at)])]])))).toBe(true);
  });
});
