import { describe } from 'vitest';
import { mapsFields, MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas as assignSchemas } from './assign-homework';
import { schemas as classSchemas } from './get-homework-classes';
import { schemas as bankSchemas } from './get-question-banks';
import { schemas as submissionSchemas } from '@/entities/submissions/api/get-submissions';

const catalog = (part: Record<string, unknown>) =>
  bankSchemas().answer.parse({ success: 1, levels: [], subjects: [], topics: [], banks: [], ...part });

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
    [
      'ids as text',
      { id: '1201', level_id: '1', topic_id: '1201', question_count: '12' },
      { id: 1201, levelId: 1, topicId: 1201, questionCount: 12 },
    ],
    ['a numeric subject id', { subject_id: 4 }, { subjectId: '4' }],
    ['a fractional level id', { level_id: 1.5 }, 'unreadable'],
    ['no question count', { question_count: MISSING }, 'unreadable'],
    ['a negative question count', { question_count: -1 }, 'unreadable'],
  ]);
});

describe('question banks: levels and topics', () => {
  readsShapes((topic) => catalog({ topics: [topic] }).topics[0], { id: 1201, level_id: 1, name: 'My Family' }, [
    ['as sent', {}, { id: 1201, levelId: 1, name: 'My Family' }],
    ['ids as text', { id: '1201', level_id: '1' }, { id: 1201, levelId: 1 }],
    ['no level', { level_id: MISSING }, 'unreadable'],
  ]);
  mapsFields((topic) => catalog({ topics: [topic] }).topics[0], { id: 1201, level_id: 1, name: 'My Family' }, [
    ['level_id', 2, 'levelId'],
    ['name', 'Food', 'name'],
  ]);
});

describe('homework classes', () => {
  const base = { ...PAST_CLASS_WIRE, homework_count: 2 };
  readsShapes((cls) => classSchemas().homeworkClass.parse(cls), base, [
    [
      'as sent',
      {},
      {
        id: 10015000,
        calendarEventId: 10016000,
        startAt: PAST_CLASS_WIRE.start_at,
        course: { id: 12 },
        students: [{ id: 50002, shortName: 'Tom' }],
        homeworkCount: 2,
      },
    ],
    [
      'ids and count as text',
      { id: '10015000', calendar_event_id: '10016000', 'course.id': '12', 'students.0.id': '50002', homework_count: '2' },
      { id: 10015000, calendarEventId: 10016000, course: { id: 12 }, students: [{ id: 50002 }], homeworkCount: 2 },
    ],
    ['no course (a free talk)', { course: null }, { course: null }],
    ['no count', { homework_count: MISSING }, { homeworkCount: 0 }],
    ['a malformed count', { homework_count: 'two' }, { homeworkCount: 0 }, 1],
    ['a malformed course', { course: 'General English' }, { id: 10015000, course: null }, 1],
    ['a malformed student', { 'students.0.id': null }, { id: 10015000, students: [] }, 1],
    [
      'a malformed student among others',
      {
        students: [
          { id: 1, name: 'A' },
          { id: {}, name: 'B' },
          { id: '3', name: 'C' },
        ],
      },
      { students: [{ id: 1 }, { id: 3 }] },
      1,
    ],
    ['a malformed id', { id: 'abc' }, 'unreadable'],
    ['an unreadable start', { start_at: 'tomorrow' }, 'unreadable'],
  ]);
  mapsFields((cls) => classSchemas().homeworkClass.parse(cls), base, [
    ['id', 11, 'id'],
    ['calendar_event_id', 12, 'calendarEventId'],
    ['title', 'Food words', 'title'],
    ['start_at', '2026-11-19T08:00:00.000Z', 'startAt'],
    ['end_at', '2026-11-19T09:00:00.000Z', 'endAt'],
    ['state', 'student_absent', 'state'],
    ['course', { id: 13, name: 'Phonics' }, 'course'],
    ['students.0.name', 'Tom W.', 'students.0.name'],
    ['students.0.short_name', 'Tommy', 'students.0.shortName'],
    ['homework_count', 3, 'homeworkCount'],
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
      filters: [
        {
          level_id: 1,
          subject_id: 'grammar',
          topic_id: null,
          count: 5,
          required: true,
          level_name: 'Level 1',
          subject_name: 'Grammar',
          topic_name: null,
        },
      ],
      text_html: null,
      files: [],
    },
    answers: [{ question: 'Past of go?', answer: 'went', correct: true }],
    files: [{ name: 'a.pdf', size: 682, content_type: 'application/pdf', url: 'https://files.example/a.pdf' }],
    text_html: null,
  };
  const read = (submission: unknown) => submissionSchemas().answer.parse({ success: 1, submissions: [submission] }).submissions[0];
  readsShapes(read, base, [
    ['as sent', {}, { id: 77, score: 90, homework: { filters: [{ subjectId: 'grammar', count: 5 }] } }],
    [
      'ids and numbers as text',
      { id: '77', score: '90', 'student.id': '50002', 'homework.id': '5', 'homework.filters.0.count': '5' },
      { id: 77, score: 90, student: { id: 50002 }, homework: { id: 5, filters: [{ count: 5 }] } },
    ],
    ['a numeric subject id', { 'homework.filters.0.subject_id': 4 }, { homework: { filters: [{ subjectId: '4' }] } }],
    [
      'optional fields null',
      { graded_at: null, score: null, comment: null, class: null, 'homework.filters.0.subject_id': null },
      { gradedAt: null, score: null, comment: null, class: null, homework: { filters: [{ subjectId: null }] } },
    ],
    [
      'optional fields missing',
      { graded_at: MISSING, score: MISSING, answers: MISSING, files: MISSING },
      { gradedAt: null, score: null, answers: [], files: [] },
    ],
    ['a malformed score', { score: 'ninety' }, { id: 77, score: null }, 1],
    ['a malformed grading time', { graded_at: 'yesterday' }, { id: 77, gradedAt: null }, 1],
    ['a file address that is not http(s)', { 'files.0.url': 'javascript:alert(1)' }, { files: [{ name: 'a.pdf', url: null }] }, 1],
    ['a malformed subject id', { 'homework.filters.0.subject_id': [4] }, { homework: { filters: [{ subjectId: null, count: 5 }] } }, 1],
    ['malformed answers', { answers: 'none' }, { id: 77, answers: [] }, 1],
    ['a malformed id', { id: null }, 'unreadable'],
    ['an unknown homework type', { 'homework.type': 'essay' }, 'unreadable'],
    ['no hand-in time', { submitted_at: MISSING }, 'unreadable'],
  ]);
  const withFiles = {
    ...base,
    homework: { ...base.homework, files: [{ id: 3, display_name: 'w.pdf', size: 10, content_type: 'application/pdf' }] },
  };
  mapsFields(read, withFiles, [
    ['status', 'submitted', 'status'],
    ['submitted_at', '2026-11-21T09:00:00.000Z', 'submittedAt'],
    ['graded_at', '2026-11-23T08:00:00.000Z', 'gradedAt'],
    ['score', 75, 'score'],
    ['comment', 'Good work', 'comment'],
    ['student.short_name', 'Tommy', 'student.shortName'],
    ['class.id', 10015001, 'class.id'],
    ['class.title', 'Food words', 'class.title'],
    ['class.start_at', '2026-11-19T08:00:00.000Z', 'class.startAt'],
    ['homework.type', 'workbook', 'homework.type'],
    ['homework.workbook_pages', 'Pages 4-5', 'homework.workbookPages'],
    ['homework.text_html', '<p>Read</p>', 'homework.textHtml'],
    ['homework.filters.0.level_name', 'Level 2', 'homework.filters.0.levelName'],
    ['homework.filters.0.subject_id', 'vocabulary', 'homework.filters.0.subjectId'],
    ['homework.filters.0.subject_name', 'Vocabulary', 'homework.filters.0.subjectName'],
    ['homework.filters.0.topic_name', 'Food', 'homework.filters.0.topicName'],
    ['homework.filters.0.count', 7, 'homework.filters.0.count'],
    ['homework.filters.0.required', false, 'homework.filters.0.required'],
    ['homework.files.0.display_name', 'w2.pdf', 'homework.files.0.name'],
    ['homework.files.0.content_type', 'image/png', 'homework.files.0.contentType'],
    ['answers.0.correct', false, 'answers.0.correct'],
    ['files.0.size', 99, 'files.0.size'],
    ['files.0.content_type', 'image/png', 'files.0.contentType'],
    ['files.0.url', 'https://files.example/b.pdf', 'files.0.url'],
    ['text_html', '<p>Mine</p>', 'textHtml'],
  ]);
});

describe('assign answer', () => {
  readsShapes((answer) => assignSchemas().answer.parse(answer), { success: 1, homework: { id: 5 } }, [
    ['as sent', {}, { success: 1, homework: { id: 5 } }],
    ['the id as text', { 'homework.id': '5' }, { homework: { id: 5 } }],
    [
      'a refusal naming its row as text',
      { success: 0, error_code: 'NO_QUESTION_BANK', row: '1', homework: MISSING },
      { success: 0, row: 1 },
    ],
    ['a malformed row', { success: 0, row: 'second' }, { success: 0, row: undefined }, 1],
    ['no success flag', { success: MISSING }, 'unreadable'],
  ]);
});
