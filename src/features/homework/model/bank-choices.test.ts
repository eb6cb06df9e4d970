import { describe, expect, it } from 'vitest';
import { bankChoiceCounts, withoutEmptyChoices } from './bank-choices';
import { emptyFilterRow, type FilterRow, type QuestionBank } from './question-filter';

const bank = (id: number, levelId: number, subjectId: string, topicId: number): QuestionBank => ({
  id,
  levelId,
  subjectId,
  topicId,
  questionCount: 10,
});
const BANKS: QuestionBank[] = [
  bank(1, 1, 'grammar', 101),
  bank(2, 1, 'grammar', 102),
  bank(3, 1, 'grammar', 103),
  bank(4, 1, 'vocabulary', 101),
  bank(5, 2, 'reading', 201),
  bank(6, 2, '4', 201), // a numeric subject id, kept as text
  bank(7, 2, 'grammar', 202),
];
const row = (patch: Partial<FilterRow>): FilterRow => ({ ...emptyFilterRow(), ...patch });
const entries = (map: ReadonlyMap<unknown, number>) => Object.fromEntries(map);

describe('bankChoiceCounts', () => {
  it.each<[string, Partial<FilterRow>, Record<string, number>, Record<string, number>, Record<string, number>]>([
    ['nothing chosen: only levels count', {}, { 1: 4, 2: 3 }, {}, {}],
    ['level 1: its subjects, no topics before a subject', { levelId: 1 }, { 1: 4, 2: 3 }, { grammar: 3, vocabulary: 1 }, {}],
    [
      'level 1, grammar: its three topics',
      { levelId: 1, subjectId: 'grammar' },
      { 1: 4, 2: 3 },
      { grammar: 3, vocabulary: 1 },
      { 101: 1, 102: 1, 103: 1 },
    ],
    [
      'level 2, grammar: the topic of level 2 only',
      { levelId: 2, subjectId: 'grammar' },
      { 1: 4, 2: 3 },
      { reading: 1, 4: 1, grammar: 1 },
      { 202: 1 },
    ],
    [
      'a subject the level has no bank of: no topics',
      { levelId: 2, subjectId: 'vocabulary' },
      { 1: 4, 2: 3 },
      { reading: 1, 4: 1, grammar: 1 },
      {},
    ],
    ['a level without banks: no subjects', { levelId: 9 }, { 1: 4, 2: 3 }, {}, {}],
    [
      'a chosen topic does not narrow the topic counts',
      { levelId: 1, subjectId: 'grammar', topicId: 102 },
      { 1: 4, 2: 3 },
      { grammar: 3, vocabulary: 1 },
      { 101: 1, 102: 1, 103: 1 },
    ],
  ])('%s', (_, patch, levels, subjects, topics) => {
    const counts = bankChoiceCounts(BANKS, row(patch));
    expect(entries(counts.levels)).toEqual(levels);
    expect(entries(counts.subjects)).toEqual(subjects);
    expect(entries(counts.topics)).toEqual(topics);
  });

  it('counts two banks of one topic and subject twice, and nothing in an empty bank list', () => {
    expect(bankChoiceCounts([...BANKS, bank(8, 1, 'grammar', 101)], row({ levelId: 1, subjectId: 'grammar' })).topics.get(101)).toBe(2);
    const empty = bankChoiceCounts([], row({ levelId: 1, subjectId: 'grammar' }));
    expect([empty.levels.size, empty.subjects.size, empty.topics.size]).toEqual([0, 0, 0]);
  });
});

describe('withoutEmptyChoices', () => {
  it.each<[string, Partial<FilterRow>, Partial<FilterRow>]>([
    ['a full row with banks stays', { levelId: 1, subjectId: 'grammar', topicId: 103 }, { levelId: 1, subjectId: 'grammar', topicId: 103 }],
    ['a subject the new level lacks is let go', { levelId: 2, subjectId: 'vocabulary' }, { levelId: 2, subjectId: null, topicId: null }],
    [
      'a topic the subject lacks is let go, the subject stays',
      { levelId: 1, subjectId: 'vocabulary', topicId: 102 },
      { levelId: 1, subjectId: 'vocabulary', topicId: null },
    ],
    ['no level: left as it is (the order rule speaks)', { subjectId: 'grammar' }, { levelId: null, subjectId: 'grammar' }],
    [
      'a level without banks keeps only the level',
      { levelId: 9, subjectId: 'grammar', topicId: 101 },
      { levelId: 9, subjectId: null, topicId: null },
    ],
    ['count and required are kept', { levelId: 2, subjectId: 'vocabulary', count: 7, required: false }, { count: 7, required: false }],
  ])('%s', (_, patch, expected) => {
    expect(withoutEmptyChoices(BANKS, row(patch))).toMatchObject(expected);
  });

  it('gives back the same row when nothing is let go', () => {
    const kept = row({ levelId: 1, subjectId: 'grammar' });
    expect(withoutEmptyChoices(BANKS, kept)).toBe(kept);
  });
});
