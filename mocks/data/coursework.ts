/**
 * Seeded homework and evaluations of a teacher, from the generated class history (newest first):
 * the two newest classes have no homework yet (something to assign), the next ten have one each
 * with submissions in every state, and classes from the seventh on are evaluated.
 */
import type { EvaluationRecord, HomeworkRecord, SubmissionRecord, TeacherCoursework } from '../core/coursework-types';
import { createRng, type Rng } from '../core/rand';
import { HOUR, iso } from '../core/time';
import type { HistoryEntry } from '../core/types';
import { SKILLS } from '../rules/evaluation';
import { HOMEWORK_TYPES } from '../rules/homework';
import { BANKS, SAMPLE_QUESTIONS, TOPICS } from './question-banks';

const FEEDBACK = [
  'Well done! Watch the spelling of new words.',
  'Good effort. Check your verb forms in questions 2 and 4.',
  'Excellent work, keep it up!',
  'Please read the instructions again and redo exercise 3.',
];

const EVALUATION_COMMENTS = [
  'Clear pronunciation; keep building longer answers.',
  'Good effort with new vocabulary. Review the past tense.',
  'Confident speaker. Next: linking words in stories.',
  'Needs more practice with questions; very attentive.',
];

const STUDENT_TEXT = [
  '<p>My favourite place is the park near my home. I go there with my dog every weekend.</p>',
  '<p>Last summer I visited my grandmother. We <strong>cooked</strong> dumplings together.</p>',
  '<p>I like reading because I can learn new words. My favourite book is about space.</p>',
];

const took = (entry: HistoryEntry) => entry.state === 'completed' || entry.state === 'pending';

function homeworkFor(entry: HistoryEntry, j: number, id: number): HomeworkRecord {
  const type = HOMEWORK_TYPES[j % HOMEWORK_TYPES.length] ?? 'workbook';
  // Questions on the lesson's own topic when the bank has them.
  const topic = TOPICS.find((t) => entry.title.endsWith(` ${t.name}`));
  const bank = BANKS.find((b) => b.topic_id === topic?.id) ?? BANKS[(entry.id * 13) % BANKS.length];
  return {
    id,
    classId: entry.id,
    studentIds: entry.studentIds,
    type,
    workbookPages: type === 'workbook' ? `Workbook p. ${10 + (j % 20)}, exercises 1-${3 + (j % 3)}` : null,
    filters:
      type === 'online' && bank
        ? [{ level_id: bank.level_id, subject_id: bank.subject_id, topic_id: bank.topic_id, count: 5, required: true }]
        : [],
    textHtml:
      type === 'supplement'
        ? '<p>Write a short paragraph about your favourite place. Use at least <strong>five</strong> new words.</p>'
        : null,
    fileIds: [],
    createdAt: iso(Date.parse(entry.end_at) + HOUR),
  };
}

function submissionFor(
  homework: HomeworkRecord,
  studentId: number,
  recent: boolean,
  rng: Rng,
  id: number,
  seededAt: number,
): SubmissionRecord {
  const roll = rng.next();
  const status = recent
    ? roll < 0.55
      ? 'submitted'
      : roll < 0.8
        ? 'assigned'
        : 'graded'
    : roll < 0.7
      ? 'graded'
      : roll < 0.9
        ? 'submitted'
        : 'assigned';
  const submitted = Math.min(Date.parse(homework.createdAt) + rng.int(4, 40) * HOUR, seededAt - HOUR);
  const handedIn = status !== 'assigned';
  const answers =
    homework.type === 'online' && handedIn
      ? rng
          .shuffle(SAMPLE_QUESTIONS)
          .slice(0, 5)
          .map((q) => {
            const correct = rng.chance(0.75);
            return { question: q.question, answer: correct ? q.answer : q.wrong, correct };
          })
      : [];
  const files =
    !handedIn || homework.type === 'online'
      ? []
      : homework.type === 'workbook'
        ? [{ name: 'workbook-pages.pdf', size: 682, contentType: 'application/pdf', media: 'sample.pdf' }]
        : [{ name: 'my-reading.mp3', size: 40_456, contentType: 'audio/mpeg', media: 'sample.mp3' }];
  const graded = status === 'graded';
  return {
    id,
    homeworkId: homework.id,
    studentId,
    status,
    submittedAt: handedIn ? iso(submitted) : null,
    answers,
    files,
    textHtml: homework.type === 'supplement' && handedIn ? rng.pick(STUDENT_TEXT) : null,
    score: graded ? rng.int(60, 100) : null,
    comment: graded ? rng.pick(FEEDBACK) : null,
    gradedAt: graded ? iso(Math.min(submitted + rng.int(2, 20) * HOUR, seededAt - 1)) : null,
  };
}

/** `history` is the generated history, newest first. Ids come from each teacher's own block. */
export function seedCoursework(history: readonly HistoryEntry[], seededAt: number): TeacherCoursework {
  const coursework: TeacherCoursework = { homework: [], submissions: [], uploads: [], evaluations: [] };
  const first = history[0];
  if (!first) return coursework;
  const rng = createRng(first.id);
  let id = first.id * 10 + 1_000_000_000;
  history.forEach((entry, j) => {
    if (!took(entry)) return;
    if (j >= 2 && j < 12) {
      const homework = homeworkFor(entry, j, (id += 1));
      coursework.homework.push(homework);
      for (const studentId of entry.studentIds) {
        coursework.submissions.push(submissionFor(homework, studentId, j < 6, rng, (id += 1), seededAt));
      }
    }
    if (j >= 6) {
      for (const studentId of entry.studentIds) {
        const evaluation: EvaluationRecord = {
          id: (id += 1),
          classId: entry.id,
          studentId,
          ratings: Object.fromEntries(SKILLS.map((skill) => [skill, rng.int(2, 5)])),
          comment: rng.pick(EVALUATION_COMMENTS),
          createdAt: iso(Math.min(Date.parse(entry.end_at) + rng.int(1, 12) * HOUR, seededAt - 1)),
        };
        coursework.evaluations.push(evaluation);
      }
    }
  });
  return coursework;
}
