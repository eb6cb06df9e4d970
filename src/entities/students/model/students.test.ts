import { describe, expect, it } from 'vitest';
import { classTasks, isInProgress, openTasks, type PastClass, searchStudents, studentLinks } from './students';

const students = [
  { id: 50001, name: 'Lily Zhang', shortName: 'Lily' },
  { id: 50002, name: 'Tom Wang', shortName: 'Tom' },
  { id: 50013, name: 'Zoë Müller', shortName: 'Zoë' },
  { id: 50024, name: 'Amy Li', shortName: 'Amy' },
];

describe('searchStudents', () => {
  it.each<[string, string, number[]]>([
    ['empty query keeps everyone, in order', '', [50001, 50002, 50013, 50024]],
    ['whitespace only is empty', '   \t ', [50001, 50002, 50013, 50024]],
    ['case-insensitive', 'TOM', [50002]],
    ['accent-insensitive both ways', 'zoe muller', [50013]],
    ['accented query matches plain name', 'Lílý', [50001]],
    ['full-width letters', 'ＡＭＹ', [50024]],
    ['every word must match, any order', 'wang tom', [50002]],
    ['one word missing: no match', 'tom zhang', []],
    ['by id', '50013', [50013]],
    ['by part of the id', '5000', [50001, 50002]],
    ['substring of a name', 'li', [50001, 50024]],
    ['nothing matches', 'xyz', []],
    ['regex characters are plain text', '.*', []],
  ])('%s: "%s"', (_, query, ids) => {
    expect(searchStudents(students, query).map((s) => s.id)).toEqual(ids);
  });

  it('returns a new array (the list given is never changed)', () => {
    const result = searchStudents(students, '');
    expect(result).not.toBe(students);
    expect(result).toEqual(students);
  });
});

const past = (state: PastClass['state'], homework: PastClass['homework'], evaluated: boolean): PastClass => ({
  id: 1,
  calendarEventId: 2,
  title: 't',
  startAt: '2026-06-01T10:00:00.000Z',
  endAt: '2026-06-01T11:00:00.000Z',
  state,
  homework,
  evaluation: evaluated ? { skills: {}, comment: '', evaluatedAt: null } : null,
  practice: null,
});

describe('openTasks', () => {
  it.each<[string, PastClass[], { toReview: number; toEvaluate: number }]>([
    ['no classes', [], { toReview: 0, toEvaluate: 0 }],
    ['submitted homework waits for review', [past('completed', 'submitted', true)], { toReview: 1, toEvaluate: 0 }],
    ['completed without evaluation is owed', [past('completed', 'reviewed', false)], { toReview: 0, toEvaluate: 1 }],
    ['an absent student owes nothing', [past('student_absent', 'not_assigned', false)], { toReview: 0, toEvaluate: 0 }],
    ['a class not yet confirmed took place: it can be evaluated', [past('pending', 'not_assigned', false)], { toReview: 0, toEvaluate: 1 }],
    ['a technical problem owes nothing', [past('technical_problem', 'not_assigned', false)], { toReview: 0, toEvaluate: 0 }],
  ])('%s', (_, classes, tasks) => expect(openTasks(classes)).toEqual(tasks));
});

describe('studentLinks', () => {
  it('points at the other screens by hash path and studentId only', () => {
    expect(studentLinks(50008)).toEqual({
      assign: '#/Assignments?studentId=50008',
      review: '#/ReviewAssignments?studentId=50008',
      evaluate: '#/EvalStudent?studentId=50008',
      replay: '#/kchf',
    });
  });

  it('for one class: classId and studentId', () => {
    expect(studentLinks(50008, 10015003).evaluate).toBe('#/EvalStudent?classId=10015003&studentId=50008');
  });
});

describe('classTasks', () => {
  it.each<[string, PastClass, string[]]>([
    ['completed, nothing done yet', past('completed', 'not_assigned', false), ['assign', 'evaluate']],
    ['homework handed in, evaluated', past('completed', 'submitted', true), ['review']],
    ['homework assigned and evaluated: nothing to do', past('completed', 'assigned', true), []],
    ['reviewed and evaluated', past('completed', 'reviewed', true), []],
    ['to be confirmed: it took place', past('pending', 'not_assigned', false), ['assign', 'evaluate']],
    ['student absent: nothing to do', past('student_absent', 'not_assigned', false), []],
  ])('%s', (_, c, tasks) => expect(classTasks(c)).toEqual(tasks));
});

describe('isInProgress', () => {
  const c = { startAt: '2026-06-10T10:00:00.000Z', endAt: '2026-06-10T11:00:00.000Z' };
  it.each<[string, string, boolean]>([
    ['before the start', '2026-06-10T09:59:59.999Z', false],
    ['at the start', '2026-06-10T10:00:00.000Z', true],
    ['during', '2026-06-10T10:30:00.000Z', true],
    ['at the end (over)', '2026-06-10T11:00:00.000Z', false],
  ])('%s', (_, now, expected) => expect(isInProgress(c, new Date(now))).toBe(expected));
});
