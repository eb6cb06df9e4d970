/**
 * How many question banks each choice of a filter row leaves, so the form offers no combination
 * without a bank (spec 5: "no matching question bank is reported" becomes rare, not routine).
 * Level first: a level counts its banks; a subject, the banks of the row's level with that subject;
 * a topic, the banks of the row's level and subject with that topic.
 */
import type { FilterRow, QuestionBank } from './question-filter';

export interface BankChoiceCounts {
  levels: ReadonlyMap<number, number>;
  subjects: ReadonlyMap<string, number>;
  topics: ReadonlyMap<number, number>;
}

const countBy = <K>(banks: readonly QuestionBank[], key: (bank: QuestionBank) => K): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const bank of banks) counts.set(key(bank), (counts.get(key(bank)) ?? 0) + 1);
  return counts;
};

/** Counts by id; an id missing from a map leaves no bank. Without a level (or subject) the next choices leave none. */
export function bankChoiceCounts(banks: readonly QuestionBank[], row: Pick<FilterRow, 'levelId' | 'subjectId'>): BankChoiceCounts {
  const ofLevel = banks.filter((bank) => bank.levelId === row.levelId);
  const ofSubject = row.subjectId === null ? [] : ofLevel.filter((bank) => bank.subjectId === row.subjectId);
  return {
    levels: countBy(banks, (bank) => bank.levelId),
    subjects: countBy(ofLevel, (bank) => bank.subjectId),
    topics: countBy(ofSubject, (bank) => bank.topicId),
  };
}

/**
 * The row with the choices that leave no bank let go, after a change elsewhere made them empty
 * (another level keeps the subject, which that level may not have): first the subject, then the topic.
 */
export function withoutEmptyChoices<R extends FilterRow>(banks: readonly QuestionBank[], row: R): R {
  if (row.levelId === null) return row;
  const counts = bankChoiceCounts(banks, row);
  if (row.subjectId !== null && !counts.subjects.has(row.subjectId)) return { ...row, subjectId: null, topicId: null };
  if (row.topicId !== null && !counts.topics.has(row.topicId)) return { ...row, topicId: null };
  return row;
}
