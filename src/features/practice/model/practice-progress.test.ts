import { describe, expect, it } from 'vitest';
import { classProgress, type Completion, type PracticeItem, ratio, studentProgress } from './practice-progress';

const ITEMS: PracticeItem[] = [
  { id: 1, kind: 'quiz' },
  { id: 2, kind: 'quiz' },
  { id: 3, kind: 'flashcard' },
  { id: 4, kind: 'post_audio' },
  { id: 5, kind: 'post_video' },
];
const done = (itemId: number, score: number | null = null): Completion => ({ itemId, score });

describe('studentProgress', () => {
  it.each<[string, Completion[], { done: number; quizAverage: number | null; quiz: number }]>([
    ['nothing done', [], { done: 0, quizAverage: null, quiz: 0 }],
    ['one quiz with a score', [done(1, 80)], { done: 1, quizAverage: 80, quiz: 1 }],
    ['two quizzes: the mean, rounded', [done(1, 80), done(2, 95)], { done: 2, quizAverage: 88, quiz: 2 }],
    ['a quiz scored 0 still counts in the mean', [done(1, 0), done(2, 100)], { done: 2, quizAverage: 50, quiz: 2 }],
    ['a repeated completion counts once (the first)', [done(1, 40), done(1, 100)], { done: 1, quizAverage: 40, quiz: 1 }],
    ['an item of another class is ignored', [done(99, 100), done(3)], { done: 1, quizAverage: null, quiz: 0 }],
    ['everything', [done(1, 70), done(2, 90), done(3), done(4), done(5)], { done: 5, quizAverage: 80, quiz: 2 }],
  ])('%s', (_, completions, expected) => {
    const progress = studentProgress(ITEMS, completions);
    expect(progress).toMatchObject({ done: expected.done, total: 5, quizAverage: expected.quizAverage });
    expect(progress.byKind.quiz).toEqual({ done: expected.quiz, total: 2 });
  });

  it('counts per kind and knows which items are done', () => {
    const progress = studentProgress(ITEMS, [done(4), done(5)]);
    expect(progress.byKind).toEqual({
      quiz: { done: 0, total: 2 },
      flashcard: { done: 0, total: 1 },
      post_audio: { done: 1, total: 1 },
      post_video: { done: 1, total: 1 },
    });
    expect([...progress.completed]).toEqual([4, 5]);
  });

  it('is 0 of 0 for a class without items', () => {
    expect(studentProgress([], [done(1)])).toMatchObject({ done: 0, total: 0, quizAverage: null });
  });
});

describe('classProgress and ratio', () => {
  it.each<[string, Completion[][], number, number]>([
    ['no students', [], 0, 0],
    ['one student half way', [[done(1), done(3)]], 2, 5],
    ['two students', [[done(1)], [done(1), done(2), done(3), done(4), done(5)]], 6, 10],
  ])('%s', (_, students, doneCount, total) => {
    const progress = classProgress(
      ITEMS,
      students.map((completions) => ({ completions })),
    );
    expect(progress).toEqual({ done: doneCount, total });
    expect(ratio(progress)).toBe(total === 0 ? 0 : doneCount / total);
  });
});
