import { describe } from 'vitest';
import { MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { assignAnswer } from './assign-homework';
import { homeworkClass } from './get-homework-classes';
import { schemas as bankSchemas } from './get-question-banks';
import { schemas as submissionSchemas } from './get-submissions';

const catalog = (part: Record<string, unknown>) => bankSchemas().answer.parse({ success: 1, levels: [], subjects: [], topics: [], banks: [], ...part });

describe('question banks: subjects', () => {
  readsShapes((subject) => catalog({ subjects: [subject] }).subjects[0], { id: 'grammar', name: 'Grammar' }, [
    ['a text id', {}, { id: 'grammar', name: 'Grammar' }],
    ['a numeric id (issue 16: "subject": 3)', { id: 3 }, { id: '3' }],
    ['a numeric id as text', { id: '3' }, { id: '3' }],
    ['no name', { name: MISSING }, { id: 'grammar', name: '' }],
    ['an empty id', { id: '' }, 'unreadable'],
    ['no id', { id: MISSING }, 'unreadable'],
    ['an object as id', { id: { value: 3 } }, 'unreadable'],
  ]);
});

describe('question banks: banks', () => {
  const base = { id: 1201, level_id: 1, subject_id: 'grammar', topic_id: 1201, question_count: 12 };
  readsShapes((bank) => catalog({ banks: [bank] }).banks[0], base, [
    ['as sent', {}, { id: 1201, levelId: 1, subjectId: 'grammar', topicId: 1201, questionCount: 12 }],
    ['ids as text', { id: '1201', level_id: '1', topic_id: '1201', question_count: '12' }, { id: 1201, levelId: 1, topicId: 1201, questionCount: 12 }],
    ['a numeric subject id', { subject_id: 4 }, { subjectId: '4' }],
    ['a fractional level id', { level_id: 1.5 }, 'unreadable'],
    ['no question count', { question_count: MISSING }, 'unreadable'],
    ['a negative question count', { question_count: -1 }, 'unreadable'],
  ]);
});

describe('question banks: levels and topics', () => {
  readsShapes((topic) => catalog({ topics: [topic] }).topics[0], { id: 1201, level_id: 1, name: 'My Family' }, [
    ['as sent', {}, { id: 1201, level_id: 1, name: 'My Family' }],
    ['ids as text', { id: '1201', level_id: '1' }, { id: 1201, level_id: 1 }],
    ['no level', { level_id: MISSING }, 'unreadable'],
  ]);
});

describe('homework classes', () => {
  const base = { ...PAST_CLASS_WIRE, homework_count: 2 };
  readsShapes((cls) => homeworkClass.parse(cls), base, [
    ['as sent', {}, { id: 10015000, course: { id: 12 }, students: [{ id: 50002 }], homework_count: 2 }],
    ['ids and count as text', { id: '10015000', calendar_event_id: '10016000', 'course.id': '12', 'students.0.id': '50002', homework_count: '2' }, { id: 10015000, calendar_event_id: 10016000, course: { id: 12 }, students: [{ id: 50002 }], homework_count: 2 }],
    ['no course (a free talk)', { course: null }, { course: null }],
    ['no count', { homework_count: MISSING }, { homework_count: 0 }],
    ['a malformed count', { homework_count: 'two' }, { homework_count: 0 }, 1],
    ['a malformed course', { course: 'General English' }, { id: 10015000, course: null }, 1],
    ['a malformed student', { 'students.0.id': null }, { id: 10015000, students: [] }, 1],
    ['a malformed student among others', { students: [{ id: 1, name: 'A' }, { id: {}, name: 'B' }, { id: '3', name: 'C' }] }, { students: [{ id: 1 }, { id: 3 }] }, 1],
    ['a malformed id', { id: 'abc' }, 'unreadable'],
    ['an unreadable start', { start_at: 'tomorrow' }, 'unreadable'],
  ]);
});

describe('submissions', () => {
  const base = {
    id: 77,
    status: 'graded',
    submitted_at: '2026-11-21T08:00:00.000Z',
    graded_at: '2026-11-22T08:00:00.000Z',
    score: 90,
    comment: 'Well done',
    student: { id: 50002, name: 'Tom Wang', short_name: 'Tom' },
    class: { id: PAST_CLASS_WIRE.id, title: PAST_CLASS_WIRE.title, start_at: PAST_CLASS_WIRE.start_at },
    homework: {
      id: 5,
      type: 'online',
      workbook_pages: null,
      filters: [{ level_id: 1, subject_id: 'grammar', topic_id: null, count: 5, required: true, level_name: 'Level 1', subject_name: 'Grammar', topic_name: null }],
      text_html: null,
      files: [],
    },
    answers: [{ question: 'Past of go?', answer: 'went', correct: true }],
    files: [{ name: 'a.pdf', size: 682, content_type: 'application/pdf', url: 'https://files.example/a.pdf' }],
    text_html: null,
  };
  const read = (submission: unknown) => submissionSchemas().answer.parse({ success: 1, submissions: [submission] }).submissions[0];
  readsShapes(read, base, [
    ['as sent', {}, { id: 77, score: 90, homework: { filters: [{ subject_id: 'grammar', count: 5 }] } }],
    ['ids and numbers as text', { id: '77', score: '90', 'student.id': '50002', 'homework.id': '5', 'homework.filters.0.count': '5' }, { id: 77, score: 90, student: { id: 50002 }, homework: { id: 5, filters: [{ count: 5 }] } }],
    ['a numeric subject id', { 'homework.filters.0.subject_id': 4 }, { homework: { filters: [{ subject_id: '4' }] } }],
    ['optional fields null', { graded_at: null, score: null, comment: null, class: null, 'homework.filters.0.subject_id': null }, { graded_at: null, score: null, comment: null, class: null, homework: { filters: [{ subject_id: null }] } }],
    ['optional fields missing', { graded_at: MISSING, score: MISSING, answers: MISSING, files: MISSING }, { graded_at: null, score: null, answers: [], files: [] }],
    ['a malformed score', { score: 'ninety' }, { id: 77, score: null }, 1],
    ['a malformed grading time', { graded_at: 'yesterday' }, { id: 77, graded_at: null }, 1],
    ['a file address that is not http(s)', { 'files.0.url': 'javascript:alert(1)' }, { files: [{ name: 'a.pdf', url: null }] }, 1],
    ['a malformed subject id', { 'homework.filters.0.subject_id': [4] }, { homework: { filters: [{ subject_id: null, count: 5 }] } }, 1],
    ['malformed answers', { answers: 'none' }, { id: 77, answers: [] }, 1],
    ['a malformed id', { id: null }, 'unreadable'],
    ['an unknown homework type', { 'homework.type': 'essay' }, 'unreadable'],
    ['no hand-in time', { submitted_at: MISSING }, 'unreadable'],
  ]);
});

describe('assign answer', () => {
  readsShapes((answer) => assignAnswer.parse(answer), { success: 1, homework: { id: 5 } }, [
    ['as sent', {}, { success: 1, homework: { id: 5 } }],
    ['the id as text', { 'homework.id': '5' }, { homework: { id: 5 } }],
    ['a refusal naming its row as text', { success: 0, error_code: 'NO_QUESTION_BANK', row: '1', homework: MISSING }, { success: 0, row: 1 }],
    ['a malformed row', { success: 0, row: 'second' }, { success: 0, row: undefined }, 1],
    ['no success flag', { success: MISSING }, 'unreadable'],
  ]);
});
