import { describe } from 'vitest';
import { mapsFields, MISSING, PAST_CLASS_WIRE, readsShapes } from '@/test/wire-shapes';
import { schemas as studentSchemas } from '@/entities/students/api/get-student';
import { schemas as listSchemas } from './list-students';

describe('students list', () => {
  const base = {
    id: 50002,
    name: 'Tom Wang',
    short_name: 'Tom',
    upcoming_count: 2,
    past_count: 5,
    next_class_at: '2026-11-24T08:30:00.000Z',
    last_class_at: null,
    homework_to_review: 1,
    evaluations_owed: 0,
  };
  const read = (student: unknown) => listSchemas().answer.parse({ success: 1, students: [student] }).students[0];
  readsShapes(read, base, [
    ['as sent', {}, { id: 50002, upcomingCount: 2, nextClassAt: '2026-11-24T08:30:00.000Z', lastClassAt: null }],
    [
      'ids and counts as text',
      { id: '50002', upcoming_count: '2', homework_to_review: '1' },
      { id: 50002, upcomingCount: 2, homeworkToReview: 1 },
    ],
    ['counts missing', { upcoming_count: MISSING, past_count: null }, { upcomingCount: 0, pastCount: 0 }],
    ['a malformed count', { past_count: -5 }, { id: 50002, pastCount: 0 }, 1],
    ['a malformed time', { next_class_at: 1763973000 }, { nextClassAt: null }, 1],
    ['a malformed id', { id: 'tom' }, 'unreadable'],
  ]);
  mapsFields(read, base, [
    ['short_name', 'Tommy', 'shortName'],
    ['upcoming_count', 3, 'upcomingCount'],
    ['past_count', 6, 'pastCount'],
    ['next_class_at', '2026-11-25T08:30:00.000Z', 'nextClassAt'],
    ['last_class_at', '2026-11-20T08:30:00.000Z', 'lastClassAt'],
    ['homework_to_review', 2, 'homeworkToReview'],
    ['evaluations_owed', 1, 'evaluationsOwed'],
  ]);
});

describe('one student', () => {
  const base = {
    success: 1,
    student: { id: 50002, name: 'Tom Wang', short_name: 'Tom' },
    upcoming: [
      {
        event_id: 10010100,
        title: 'L1U2L3S1 Numbers',
        start_at: '2026-11-24T08:30:00.000Z',
        end_at: '2026-11-24T09:30:00.000Z',
        course: { id: 12, name: 'General English 1' },
        classroom_type: 'group',
      },
    ],
    past: [
      {
        ...PAST_CLASS_WIRE,
        homework: { status: 'submitted' },
        evaluation: { skills: { fluency: 4 }, comment: 'Good', evaluated_at: '2026-11-20T12:00:00.000Z' },
        practice: { done: 3, total: 5, quiz_average: 80 },
      },
    ],
  };
  readsShapes((answer) => studentSchemas().answer.parse(answer), base, [
    [
      'as sent',
      {},
      {
        upcoming: [{ eventId: 10010100, group: true, courseName: 'General English 1' }],
        past: [{ id: 10015000, homework: 'submitted', evaluation: { skills: { fluency: 4 } } }],
      },
    ],
    [
      'ids as text',
      { 'student.id': '50002', 'upcoming.0.event_id': '10010100', 'past.0.id': '10015000', 'past.0.evaluation.skills.fluency': '4' },
      { student: { id: 50002 }, upcoming: [{ eventId: 10010100 }], past: [{ id: 10015000, evaluation: { skills: { fluency: 4 } } }] },
    ],
    [
      'optional fields missing',
      { 'upcoming.0.course': MISSING, 'past.0.evaluation': null, 'past.0.homework': MISSING },
      { upcoming: [{ courseName: '' }], past: [{ evaluation: null, homework: 'not_assigned' }] },
    ],
    ['a state of a newer host', { 'past.0.state': 'rescheduled' }, { past: [{ id: 10015000, state: 'pending' }] }, 1],
    ['a malformed evaluation', { 'past.0.evaluation': 'good' }, { past: [{ id: 10015000, evaluation: null }] }, 1],
    ['a malformed homework status', { 'past.0.homework.status': 3 }, { past: [{ homework: 'not_assigned' }] }, 1],
    [
      'practice as sent and as text',
      { 'past.0.practice.done': '3', 'past.0.practice.quiz_average': '80' },
      { past: [{ practice: { done: 3, total: 5, quizAverage: 80 } }] },
    ],
    [
      'practice without a quiz, or none at all',
      { 'past.0.practice.quiz_average': null },
      { past: [{ practice: { done: 3, total: 5, quizAverage: null } }] },
    ],
    ['no practice (a free talk, or an older host)', { 'past.0.practice': MISSING }, { past: [{ practice: null }] }],
    ['a malformed practice count: no practice', { 'past.0.practice.total': 'five' }, { past: [{ id: 10015000, practice: null }] }, 1],
    ['a malformed quiz mean', { 'past.0.practice.quiz_average': 'high' }, { past: [{ practice: { done: 3, quizAverage: null } }] }, 1],
    // One bad rating is reported and read as NaN (the progress chart leaves it out); the others stay.
    [
      'one malformed rating',
      { 'past.0.evaluation.skills.grammar': 'good' },
      { past: [{ evaluation: { skills: { fluency: 4, grammar: Number.NaN } } }] },
      1,
    ],
    ['an unreadable start', { 'upcoming.0.start_at': 'Monday' }, 'unreadable'],
    ['a malformed student id', { 'student.id': null }, 'unreadable'],
  ]);
  mapsFields(
    (answer) => {
      const { student, upcoming, past } = studentSchemas().answer.parse(answer);
      return { student, upcoming, past };
    },
    base,
    [
      ['student.short_name', 'Tommy', 'student.shortName'],
      ['past.0.calendar_event_id', 12, 'past.0.calendarEventId'],
      ['past.0.start_at', '2026-11-19T08:00:00.000Z', 'past.0.startAt'],
      ['past.0.end_at', '2026-11-19T09:00:00.000Z', 'past.0.endAt'],
      ['past.0.homework.status', 'reviewed', 'past.0.homework'],
      ['past.0.evaluation.evaluated_at', '2026-11-21T12:00:00.000Z', 'past.0.evaluation.evaluatedAt'],
      ['past.0.practice.quiz_average', 90, 'past.0.practice.quizAverage'],
    ],
  );
});
