import { describe, expect, it } from 'vitest';
import { gradeFormProblems, gradeProblems, keepPlaces, orderReviewQueue, owedCount, type QueueEntry } from './review-queue';

const owed = (id: number, submittedAt: string): QueueEntry => ({ id, status: 'submitted', submittedAt, gradedAt: null });
const graded = (id: number, gradedAt: string | null): QueueEntry => ({
  id,
  status: 'graded',
  submittedAt: '2026-06-01T00:00:00Z',
  gradedAt,
});

describe('orderReviewQueue', () => {
  it.each<[string, QueueEntry[], number[]]>([
    ['empty', [], []],
    [
      'owed before graded, whatever the dates',
      [
        graded(1, '2026-06-09T00:00:00Z'),
        owed(2, '2026-06-01T00:00:00Z'),
        graded(3, '2026-06-08T00:00:00Z'),
        owed(4, '2026-05-01T00:00:00Z'),
      ],
      [4, 2, 1, 3],
    ],
    ['owed: the longest waiting first', [owed(1, '2026-06-03T10:00:00Z'), owed(2, '2026-06-03T09:59:59Z')], [2, 1]],
    ['owed at the same instant: by id', [owed(9, '2026-06-03T10:00:00Z'), owed(3, '2026-06-03T10:00:00Z')], [3, 9]],
    ['graded: the newest first', [graded(1, '2026-06-01T00:00:00Z'), graded(2, '2026-06-02T00:00:00Z')], [2, 1]],
    ['an unreadable date sorts as the oldest', [owed(1, '2026-06-01T00:00:00Z'), owed(2, 'soon')], [2, 1]],
    ['graded without a date goes last', [graded(1, null), graded(2, '2026-06-02T00:00:00Z')], [2, 1]],
  ])('%s', (_, entries, ids) => {
    expect(orderReviewQueue(entries).map((e) => e.id)).toEqual(ids);
  });

  it('leaves the list it was given alone and counts what is owed', () => {
    const list = [graded(1, '2026-06-01T00:00:00Z'), owed(2, '2026-06-01T00:00:00Z')];
    orderReviewQueue(list);
    expect(list.map((e) => e.id)).toEqual([1, 2]);
    expect(owedCount(list)).toBe(1);
  });
});

describe('keepPlaces', () => {
  const ids = (...list: number[]) => list.map((id) => ({ id }));
  it.each<[string, number[], number[], number[]]>([
    ['nothing shown yet: the queue as it is', [], [4, 2, 1, 3], [4, 2, 1, 3]],
    ['the same order: unchanged', [4, 2, 1, 3], [4, 2, 1, 3], [4, 2, 1, 3]],
    // 2 was graded: the rule puts it after the owed 5; on screen it stays second.
    ['a card graded on screen keeps its place', [4, 2, 5, 1, 3], [4, 5, 2, 1, 3], [4, 2, 5, 1, 3]],
    ['the first card graded stays first', [2, 4, 1], [4, 2, 1], [2, 4, 1]],
    ['a graded card graded again keeps its place (newest graded first would lift it)', [4, 2, 1, 3], [4, 3, 2, 1], [4, 2, 1, 3]],
    ['a new entry takes its own place by the rule', [4, 2, 1], [7, 4, 1, 2], [7, 4, 2, 1]],
    ['a new entry in the middle', [4, 1, 2], [4, 7, 2, 1], [4, 7, 1, 2]],
    ['an entry gone from the list drops out', [4, 2, 1, 3], [4, 1, 3], [4, 1, 3]],
    ['ids shown before but not in the list are ignored', [9, 8], [1, 2], [1, 2]],
    ['an empty list', [1, 2], [], []],
  ])('%s', (_, shown, ordered, expected) => {
    expect(keepPlaces(shown, ids(...ordered)).map((e) => e.id)).toEqual(expected);
  });

  it('gives back the entries themselves (the newest data), not the ones shown before', () => {
    const fresh = { id: 2, status: 'graded' };
    expect(keepPlaces([2, 1], [{ id: 1, status: 'submitted' }, fresh])[0]).toBe(fresh);
  });
});

describe('gradeProblems', () => {
  it.each<[number | null, string, string[]]>([
    [0, '', []],
    [100, 'Well done', []],
    [85, 'x'.repeat(2000), []],
    [85, `  ${'x'.repeat(2000)}  `, []],
    [85, 'x'.repeat(2001), ['COMMENT_TOO_LONG']],
    [null, '', ['INVALID_SCORE']],
    [-1, '', ['INVALID_SCORE']],
    [101, '', ['INVALID_SCORE']],
    [150, '', ['INVALID_SCORE']],
    [72.5, '', ['INVALID_SCORE']],
    [Number.NaN, 'x'.repeat(2001), ['INVALID_SCORE', 'COMMENT_TOO_LONG']],
  ])('score %s, comment of %#', (score, comment, expected) => {
    expect(gradeProblems(score, comment)).toEqual(expected);
  });
});

describe('gradeFormProblems', () => {
  it.each<[string, number | null, string, Record<string, string>]>([
    ['nothing wrong', 85, 'Good', {}],
    ['no score yet', null, '', { score: 'problems.INVALID_SCORE' }],
    ['a score out of range', 101, '', { score: 'problems.INVALID_SCORE' }],
    ['a comment too long', 0, 'x'.repeat(2001), { comment: 'problems.COMMENT_TOO_LONG' }],
    ['both', -1, 'x'.repeat(2001), { score: 'problems.INVALID_SCORE', comment: 'problems.COMMENT_TOO_LONG' }],
  ])('%s', (_, score, comment, expected) => {
    expect(gradeFormProblems({ score, comment })).toEqual(expected);
  });
});
