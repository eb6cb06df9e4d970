import { describe, expect, it } from 'vitest';
import { earlierClasses, firstLine, lastClassIds, studentBrief, submissionClassIds, type BriefExtras } from './brief';
import { past, record } from './fixtures';

const none: BriefExtras = { comments: new Map(), submissions: new Map() };
const evaluation = (
  comment: string,
  skills: Record<string, number> = { pronunciation: 4, fluency: 3, vocabulary: 5, grammar: 2, participation: 5 },
) => ({
  skills,
  comment,
  evaluatedAt: '2026-11-20T10:00:00.000Z',
});

describe('studentBrief', () => {
  it('a student new to this teacher: no classes together, nothing last time', () => {
    expect(studentBrief(record(1, []), { classId: 9 }, none)).toEqual({
      id: 1,
      name: 'Student 1',
      classesTogether: 0,
      last: null,
      lastEvaluation: null,
    });
  });

  it('reads the newest earlier class whatever order the host sent, and leaves this class out', () => {
    const r = record(1, [past(10, '2026-11-10T08:00:00.000Z'), past(12, '2026-11-24T08:00:00.000Z'), past(11, '2026-11-17T08:00:00.000Z')]);
    // Class 12 is the class the brief is for (over already): by history id, or by its calendar event id.
    for (const classId of [12, 1012]) {
      const brief = studentBrief(r, { classId }, none);
      expect(brief.classesTogether).toBe(2);
      expect(brief.last?.historyId).toBe(11);
    }
  });

  it.each([
    ['not_assigned', undefined, { status: 'not_assigned', score: null }],
    ['assigned', undefined, { status: 'assigned', score: null }],
    ['submitted', undefined, { status: 'submitted', score: null }],
    ['reviewed', [{ studentId: 1, status: 'graded', score: 88 }], { status: 'reviewed', score: 88 }],
    // Another student's grade is not this one's; a score not yet known reads as null.
    ['reviewed', [{ studentId: 2, status: 'graded', score: 70 }], { status: 'reviewed', score: null }],
    ['reviewed', undefined, { status: 'reviewed', score: null }],
  ] as const)('homework %s with submissions %j', (status, submissions, expected) => {
    const extras: BriefExtras = { comments: new Map(), submissions: new Map(submissions ? [[11, submissions]] : []) };
    expect(
      studentBrief(record(1, [past(11, '2026-11-17T08:00:00.000Z', { homework: status })]), { classId: 9 }, extras).last?.homework,
    ).toEqual(expected);
  });

  it('the comment: known, known to be none, or not known yet', () => {
    const r = record(1, [past(11, '2026-11-17T08:00:00.000Z')]);
    expect(studentBrief(r, { classId: 9 }, { ...none, comments: new Map([[11, '<p>Good</p>']]) }).last?.comment).toBe('<p>Good</p>');
    expect(studentBrief(r, { classId: 9 }, { ...none, comments: new Map([[11, null]]) }).last?.comment).toBeNull();
    expect(studentBrief(r, { classId: 9 }, none).last?.comment).toBeUndefined();
  });

  it('the last evaluation may be older than the last class; its skills in the form order, unreadable ones left out', () => {
    const r = record(1, [
      past(12, '2026-11-24T08:00:00.000Z'),
      past(11, '2026-11-17T08:00:00.000Z', {
        evaluation: evaluation('\n  Great week.\nMore to say', { grammar: 2, pronunciation: 4, fluency: Number.NaN, extra: 5 }),
      }),
      past(10, '2026-11-10T08:00:00.000Z', { evaluation: evaluation('Older') }),
    ]);
    const brief = studentBrief(r, { classId: 9 }, none);
    expect(brief.lastEvaluation).toEqual({
      historyId: 11,
      startAt: '2026-11-17T08:00:00.000Z',
      skills: [
        { skill: 'pronunciation', score: 4 },
        { skill: 'grammar', score: 2 },
      ],
      firstLine: 'Great week.',
    });
  });

  it('practice as the host says, none for a free talk', () => {
    const practice = { done: 2, total: 4, quizAverage: 75 };
    expect(studentBrief(record(1, [past(11, '2026-11-17T08:00:00.000Z', { practice })]), { classId: 9 }, none).last?.practice).toEqual(
      practice,
    );
    expect(studentBrief(record(1, [past(11, '2026-11-17T08:00:00.000Z')]), { classId: 9 }, none).last?.practice).toBeNull();
  });
});

describe('which entries the brief asks for', () => {
  const group = [
    record(1, [past(11, '2026-11-17T08:00:00.000Z', { homework: 'reviewed' }), past(10, '2026-11-10T08:00:00.000Z')]),
    record(2, [past(11, '2026-11-17T08:00:00.000Z', { homework: 'submitted' })]),
    record(3, [past(7, '2026-10-01T08:00:00.000Z', { homework: 'reviewed' })]),
    record(4, []),
  ];

  it('one comment per distinct last class', () => {
    expect(lastClassIds(group, { classId: 99 })).toEqual([11, 7]);
    expect(lastClassIds([], { classId: 99 })).toEqual([]);
  });

  it('submissions only where a last class was reviewed (the score), each class once', () => {
    expect(submissionClassIds(group, { classId: 99 })).toEqual([11, 7]);
    expect(submissionClassIds([group[1]!], { classId: 99 })).toEqual([]);
  });

  it('earlierClasses tolerates an unreadable start (sorted last, not thrown)', () => {
    const r = record(1, [past(1, 'garbage'), past(2, '2026-11-17T08:00:00.000Z')]);
    expect(earlierClasses(r, { classId: 9 }).map((p) => p.id)).toContain(2);
  });
});

describe('firstLine', () => {
  it.each([
    ['', ''],
    ['One', 'One'],
    ['\n\n  Two lines\nsecond', 'Two lines'],
    ['a\r\nb', 'a'],
    ['   ', ''],
  ])('%j -> %j', (text, expected) => expect(firstLine(text)).toBe(expected));
});
