import { describe } from 'vitest';
import { MISSING, readsShapes } from '@/test/wire-shapes';
import { schemas } from './get-class';

describe('class (waiting room)', () => {
  const base = {
    success: 1,
    server_time: '2026-06-10T12:00:00.000Z',
    class: {
      title: 'L2U4L2S1 Making Plans',
      students: [{ id: 50008, name: 'Eric Chen' }],
      course: { id: 13, name: 'General English 2' },
      alg_classroom: { scheduled_start_time: '2026-06-10T14:00:00.000Z', scheduled_end_time: '2026-06-10T15:00:00.000Z' },
      state: 'scheduled',
    },
  };
  readsShapes((answer) => schemas().classAnswer.parse(answer), base, [
    [
      'as sent',
      {},
      { server_time: '2026-06-10T12:00:00.000Z', class: { students: [{ id: 50008 }], course: { id: 13 }, state: 'scheduled' } },
    ],
    [
      'ids as text',
      { 'class.students.0.id': '50008', 'class.course.id': '13' },
      { class: { students: [{ id: 50008 }], course: { id: 13 } } },
    ],
    [
      'optional fields missing',
      { server_time: MISSING, 'class.state': MISSING, 'class.students': MISSING },
      { class: { state: null, students: [] } },
    ],
    ['a malformed server time', { server_time: 1760000000 }, { server_time: undefined, class: { title: 'L2U4L2S1 Making Plans' } }, 1],
    ['a malformed state', { 'class.state': ['ended'] }, { class: { state: null } }, 1],
    ['an unreadable start', { 'class.alg_classroom.scheduled_start_time': 'soon' }, 'unreadable'],
    ['a malformed course id', { 'class.course.id': 'thirteen' }, 'unreadable'],
  ]);
});
