/**
 * The question bank online exercises draw from: levels and topics of the catalog courses, five
 * subjects, and a bank per (topic, subject) for most but not all pairs, so some filters match nothing.
 */
import type { BankRecord } from '../rules/homework';
import { COURSES } from './catalog';

/**
 * Subject ids of both wire shapes, as a loose host sends them: neither the spec nor the contract
 * types them, so the portal must read "grammar" and 4 alike (e2e/question-bank-ids.spec.ts).
 */
export const SUBJECTS: readonly { id: string | number; name: string }[] = [
  { id: 'vocabulary', name: 'Vocabulary' },
  { id: 'grammar', name: 'Grammar' },
  { id: 'listening', name: 'Listening' },
  { id: 4, name: 'Reading' },
  { id: 5, name: 'Speaking' },
];

const taught = COURSES.filter((course) => course.level > 0 && course.topics.length > 0);

export const LEVELS = [...new Set(taught.map((course) => course.level))].sort().map((level) => ({ id: level, name: `Level ${level}` }));

export const TOPICS = taught.flatMap((course) =>
  course.topics.map((name, i) => ({ id: course.id * 100 + i + 1, level_id: course.level, name })),
);

export const BANKS: readonly BankRecord[] = TOPICS.flatMap((topic, i) =>
  SUBJECTS.flatMap((subject, k) => {
    // Every third pair has no bank, and speaking questions exist from level 3 on.
    if ((i + k) % 3 === 2 || (subject.name === 'Speaking' && topic.level_id < 3)) return [];
    return [
      {
        id: topic.id * 10 + k,
        level_id: topic.level_id,
        subject_id: subject.id,
        topic_id: topic.id,
        question_count: 6 + ((topic.id * 7 + k * 5) % 15),
      },
    ];
  }),
);

export const questionBanksWire = () => ({ levels: LEVELS, subjects: SUBJECTS, topics: TOPICS, banks: BANKS });

/** Sample questions of a bank (for seeded submissions of online exercises). */
export const SAMPLE_QUESTIONS: { question: string; answer: string; wrong: string }[] = [
  { question: 'Choose the right word: I ___ to school every day.', answer: 'go', wrong: 'goes' },
  { question: 'What is the opposite of "cheap"?', answer: 'expensive', wrong: 'small' },
  { question: 'Past tense of "buy"?', answer: 'bought', wrong: 'buyed' },
  { question: 'Complete: There ___ two apples on the table.', answer: 'are', wrong: 'is' },
  { question: 'Which word is a fruit: carrot, banana, bread?', answer: 'banana', wrong: 'carrot' },
  { question: 'Choose: She is good ___ drawing.', answer: 'at', wrong: 'in' },
];
