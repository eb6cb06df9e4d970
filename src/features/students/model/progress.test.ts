import { describe, expect, it } from 'vitest';
import { PROGRESS_CLASSES, type ProgressPoint, progressPoints, progressTrend, shortDate, type Trend } from './progress';
import type { PastClass, PracticeSummary } from '@/entities/students/model/students';

const past = (id: number, patch: Partial<PastClass> = {}): PastClass => ({
  id,
  calendarEventId: id + 1000,
  title: `Class ${id}`,
  startAt: new Date(Date.UTC(2026, 5, id)).toISOString(),
  endAt: new Date(Date.UTC(2026, 5, id, 1)).toISOString(),
  state: 'completed',
  homework: 'not_assigned',
  evaluation: null,
  practice: null,
  ...patch,
});
const rated = (skills: Record<string, number>) => ({ evaluation: { skills, comment: '', evaluatedAt: null } });
const practiced = (practice: PracticeSummary) => ({ practice });

describe('progressPoints', () => {
  it('keeps the classes with a result that took place, newest PROGRESS_CLASSES, oldest first', () => {
    // The answer lists the newest first.
    const classes = Array.from({ length: 12 }, (_, i) => past(12 - i, rated({ fluency: 3 })));
    classes.splice(1, 0, past(50, { state: 'student_absent', ...rated({ fluency: 5 }) }), past(51));
    expect(progressPoints(classes).map((p) => p.classId)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(progressPoints(classes)).toHaveLength(PROGRESS_CLASSES);
  });

  it.each<[string, Partial<PastClass>, Pick<ProgressPoint, 'skills' | 'evaluation' | 'practice' | 'quiz'>]>([
    [
      'ratings and their mean to one decimal',
      rated({ fluency: 4, grammar: 3, vocabulary: 4 }),
      { skills: { fluency: 4, grammar: 3, vocabulary: 4 }, evaluation: 3.7, practice: null, quiz: null },
    ],
    [
      'a NaN, an out-of-range and an infinite rating are left out',
      rated({ fluency: Number.NaN, grammar: 6, vocabulary: 0, pronunciation: Infinity, participation: 2 }),
      { skills: { participation: 2 }, evaluation: 2, practice: null, quiz: null },
    ],
    [
      'only malformed ratings: no evaluation, the practice stays',
      { ...rated({ fluency: Number.NaN }), ...practiced({ done: 1, total: 2, quizAverage: null }) },
      { skills: {}, evaluation: null, practice: { done: 1, total: 2 }, quiz: null },
    ],
    [
      'practice with a quiz score',
      practiced({ done: 3, total: 5, quizAverage: 80 }),
      { skills: {}, evaluation: null, practice: { done: 3, total: 5 }, quiz: 80 },
    ],
    [
      'practice not started yet still counts',
      practiced({ done: 0, total: 5, quizAverage: null }),
      { skills: {}, evaluation: null, practice: { done: 0, total: 5 }, quiz: null },
    ],
    [
      'more done than there are items, a quiz mean over 100: malformed',
      { ...rated({ fluency: 4 }), ...practiced({ done: 6, total: 5, quizAverage: 120 }) },
      { skills: { fluency: 4 }, evaluation: 4, practice: null, quiz: null },
    ],
    [
      'a quiz mean of NaN is left out',
      practiced({ done: 2, total: 4, quizAverage: Number.NaN }),
      { skills: {}, evaluation: null, practice: { done: 2, total: 4 }, quiz: null },
    ],
  ])('%s', (_, patch, expected) => {
    expect(progressPoints([past(1, patch)])[0]).toMatchObject(expected);
  });

  it('drops a class whose every result is malformed', () => {
    expect(
      progressPoints([past(1, { ...rated({ fluency: Number.NaN }), ...practiced({ done: 1, total: 0, quizAverage: null }) })]),
    ).toEqual([]);
  });
});

/** Points oldest first, from rows of [fluency, grammar, quiz] (null: not measured). */
const series = (...rows: [number | null, number | null, number | null][]): ProgressPoint[] =>
  rows.map(([fluency, grammar, quiz], i) => ({
    classId: i + 1,
    startAt: '',
    title: '',
    skills: { ...(fluency === null ? {} : { fluency }), ...(grammar === null ? {} : { grammar }) },
    evaluation: null,
    practice: quiz === null ? null : { done: 1, total: 1 },
    quiz,
  }));

describe('progressTrend', () => {
  it.each<[string, ProgressPoint[], Trend]>([
    ['no data', [], { kind: 'none' }],
    ['one class', series([4, 3, 80]), { kind: 'too-few', classes: 1 }],
    ['two classes, nothing measured in both', series([4, null, null], [null, 3, 70]), { kind: 'too-few', classes: 2 }],
    ['flat', series([3, 3, 70], [3, 3, 70], [3, 3, 70]), { kind: 'steady', classes: 3 }],
    ['one rating up and back is noise', series([3, 3, null], [4, 3, null], [3, 3, null], [3, 3, null]), { kind: 'steady', classes: 4 }],
    [
      'fluency up',
      series([2, 3, null], [3, 3, null], [3, 3, null], [4, 3, null], [5, 3, null]),
      { kind: 'up', metric: 'fluency', classes: 5 },
    ],
    [
      'quiz scores down',
      series([null, null, 90], [null, null, 80], [null, null, 65], [null, null, 50]),
      { kind: 'down', metric: 'quiz', classes: 4 },
    ],
    [
      'the largest move wins: grammar down 2 of 4 over fluency up 1 of 4',
      series([3, 5, null], [3, 4, null], [4, 4, null], [4, 3, null]),
      { kind: 'down', metric: 'grammar', classes: 4 },
    ],
    [
      'scales compared as shares: 20 quiz points (0.2) lose to 1.2 ratings (0.3)',
      series([2, null, 60], [2.6, null, 70], [3.2, null, 80]),
      { kind: 'up', metric: 'fluency', classes: 3 },
    ],
    ['a tie: the first metric wins', series([2, 4, null], [3, 3, null], [4, 2, null]), { kind: 'up', metric: 'fluency', classes: 3 }],
    [
      'a tie, other order of appearance',
      series([null, 4, null], [3, 3, null], [4, 2, null]).map((p, i) => (i === 0 ? { ...p, skills: { grammar: 4, fluency: 2 } } : p)),
      { kind: 'down', metric: 'grammar', classes: 3 },
    ],
    [
      'exactly the threshold counts (0.6 of a rating)',
      series([3, null, null], [3.6, null, null]),
      { kind: 'up', metric: 'fluency', classes: 2 },
    ],
    ['just under the threshold is steady', series([3, null, null], [3.59, null, null]), { kind: 'steady', classes: 2 }],
    [
      'gaps: fitted over the classes measured',
      series([2, null, null], [null, null, 70], [null, null, 70], [4, null, null]),
      { kind: 'up', metric: 'fluency', classes: 4 },
    ],
    [
      'only the last five classes count',
      series([5, null, null], [1, null, null], [3, null, null], [3, null, null], [3, null, null], [3, null, null], [3, null, null]),
      { kind: 'steady', classes: 5 },
    ],
  ])('%s', (_, points, expected) => expect(progressTrend(points)).toEqual(expected));

  it('one odd last score does not wipe out a climb (least squares, not first against last)', () => {
    expect(progressTrend(series([2, null, null], [3, null, null], [4, null, null], [5, null, null], [2, null, null]))).toEqual({
      kind: 'up',
      metric: 'fluency',
      classes: 5,
    });
    expect(progressTrend(series([1, null, null], [2, null, null], [3, null, null], [4, null, null], [3, null, null]))).toEqual({
      kind: 'up',
      metric: 'fluency',
      classes: 5,
    });
  });

  it('malformed scores never reach the trend (points are built from valid ones)', () => {
    const points = progressPoints([
      past(3, rated({ fluency: 5 })),
      past(2, rated({ fluency: Number.NaN })),
      past(1, rated({ fluency: 3 })),
    ]);
    expect(progressTrend(points)).toEqual({ kind: 'up', metric: 'fluency', classes: 2 });
  });
});

describe('shortDate', () => {
  it.each([
    ['2026-06-10', '6/10'],
    ['2026-12-01', '12/1'],
    ['2026-6-1', '2026-6-1'],
    ['', ''],
  ])('%j -> %j', (date, expected) => expect(shortDate(date)).toBe(expected));
});
