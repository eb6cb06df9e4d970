import { describe, expect, it } from 'vitest';
import { classChecklist, hasToDo, recentClasses, studentsOf } from './checklist';
import { entry, past, record } from './fixtures';

const tom = { id: 1, name: 'Tom' };
const amy = { id: 2, name: 'Amy' };

describe('classChecklist', () => {
  it('a class just over: everything to do, each with its way in', () => {
    const items = classChecklist(entry(5, '2026-11-27T08:00:00.000Z'), new Map([[1, record(1, [past(5, '2026-11-27T08:00:00.000Z')])]]));
    expect(items).toEqual([
      { kind: 'comment', done: false, href: '#/kchf?replay=5' },
      { kind: 'state', done: false, href: '#/kchf?replay=5' },
      { kind: 'homework', student: tom, done: false, href: '#/Assignments?classId=5&studentId=1' },
      { kind: 'evaluation', student: tom, done: false, href: '#/EvalStudent?classId=5&studentId=1' },
    ]);
    expect(hasToDo(items)).toBe(true);
  });

  it('everything done as the host says', () => {
    const cls = entry(5, '2026-11-27T08:00:00.000Z', { teacherComment: '<p>Well done</p>', state: 'completed', students: [tom, amy] });
    const done = { homework: 'assigned' as const, evaluation: { skills: {}, comment: 'ok', evaluatedAt: null } };
    const records = new Map([
      [1, record(1, [past(5, '2026-11-27T08:00:00.000Z', done)])],
      // The student's entry found by its calendar event id too.
      [2, record(2, [past(77, '2026-11-27T08:00:00.000Z', { ...done, id: 77, calendarEventId: 1005 })])],
    ]);
    const items = classChecklist(cls, records);
    expect(items.every((item) => item.done === true)).toBe(true);
    expect(items).toHaveLength(2 + 2 + 2);
    expect(hasToDo(items)).toBe(false);
  });

  // Issue 39, point 3: handed-in homework not yet reviewed is to do, in the review screen with the class and student chosen.
  it.each([
    ['not_assigned', { kind: 'homework', done: false, href: '#/Assignments?classId=5&studentId=1' }],
    ['assigned', { kind: 'homework', done: true, href: '#/Assignments?classId=5&studentId=1' }],
    ['submitted', { kind: 'review', done: false, href: '#/ReviewAssignments?classId=5&studentId=1' }],
    ['reviewed', { kind: 'review', done: true, href: '#/ReviewAssignments?classId=5&studentId=1' }],
  ] as const)('homework %s: one line for it, %j', (homework, line) => {
    const items = classChecklist(
      entry(5, '2026-11-27T08:00:00.000Z'),
      new Map([[1, record(1, [past(5, '2026-11-27T08:00:00.000Z', { homework })])]]),
    );
    expect(items.filter((item) => item.kind === 'homework' || item.kind === 'review')).toEqual([{ ...line, student: tom }]);
    expect(items[2]).toEqual({ ...line, student: tom }); // in the homework's place, before the evaluation
  });

  it('a class whose only thing left is handed-in homework to review still has something to do', () => {
    const cls = entry(5, '2026-11-27T08:00:00.000Z', { teacherComment: '<p>Good</p>', state: 'completed' });
    const evaluated = { skills: {}, comment: 'ok', evaluatedAt: null };
    const records = (homework: 'submitted' | 'reviewed') =>
      new Map([[1, record(1, [past(5, '2026-11-27T08:00:00.000Z', { homework, evaluation: evaluated })])]]);
    expect(hasToDo(classChecklist(cls, records('submitted')))).toBe(true);
    expect(hasToDo(classChecklist(cls, records('reviewed')))).toBe(false);
  });

  it.each([
    ['<p></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<p>x</p>', true],
    [null, false],
  ])('comment %j done: %s', (comment, done) => {
    expect(classChecklist(entry(5, '2026-11-27T08:00:00.000Z', { teacherComment: comment }), new Map())[0]!.done).toBe(done);
  });

  it.each(['student_absent', 'teacher_absent', 'technical_problem'])(
    'a class not held (%s) is not evaluated, but the state is confirmed',
    (state) => {
      const items = classChecklist(entry(5, '2026-11-27T08:00:00.000Z', { state }), new Map());
      expect(items.map((i) => i.kind)).toEqual(['comment', 'state', 'homework']);
      expect(items[1]!.done).toBe(true);
    },
  );

  it('a student whose record has not come is not known (neither done nor to do); a record without the class is to do', () => {
    const items = classChecklist(entry(5, '2026-11-27T08:00:00.000Z', { students: [tom, amy] }), new Map([[2, record(2, [])]]));
    expect(items.filter((i) => i.student?.id === 1).map((i) => i.done)).toEqual([undefined, undefined]);
    expect(items.filter((i) => i.student?.id === 2).map((i) => i.done)).toEqual([false, false]);
    expect(hasToDo(items.filter((i) => i.student?.id === 1))).toBe(false);
  });

  it('a class without students: the replay items only', () => {
    expect(classChecklist(entry(5, '2026-11-27T08:00:00.000Z', { students: [] }), new Map()).map((i) => i.kind)).toEqual([
      'comment',
      'state',
    ]);
  });
});

describe('recentClasses', () => {
  const now = Date.parse('2026-11-29T23:59:00.000Z'); // Sunday 23:59 UTC
  it.each([
    ['2026-11-22T23:59:00.000Z', true], // exactly 7 days
    ['2026-11-22T23:58:59.000Z', false],
    ['2026-11-29T23:59:00.000Z', true],
    ['2026-11-30T00:00:00.000Z', false], // not started yet
    ['not a date', false],
  ])('started %s: %s', (startAt, kept) => {
    expect(recentClasses([entry(1, startAt)], now)).toHaveLength(kept ? 1 : 0);
  });

  it('newest first; students each once', () => {
    const list = recentClasses(
      [entry(1, '2026-11-23T08:00:00.000Z', { students: [tom] }), entry(2, '2026-11-28T08:00:00.000Z', { students: [tom, amy] })],
      now,
    );
    expect(list.map((e) => e.id)).toEqual([2, 1]);
    expect(studentsOf(list)).toEqual([1, 2]);
    expect(recentClasses([], now)).toEqual([]);
  });
});
