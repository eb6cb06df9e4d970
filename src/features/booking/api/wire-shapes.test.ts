import { describe } from 'vitest';
import { MISSING, readsShapes } from '@/test/wire-shapes';
import { schemas } from './get-appointment-groups';

describe('appointment groups', () => {
  const base = {
    id: 10019001,
    title: 'General English 1 - Emma Li',
    context_codes: ['course_12'],
    appointments: [
      {
        id: 10010300,
        start_at: '2026-11-24T14:00:00.000Z',
        end_at: '2026-11-24T15:00:00.000Z',
        description: 'Bring the workbook',
        child_events_count: 1,
        child_events: [{ id: 10010301, user: { id: 50002, name: 'Tom Wang' } }],
      },
    ],
  };
  readsShapes((group) => schemas().groups.parse([group])[0], base, [
    ['as sent', {}, { id: 10019001, appointments: [{ id: 10010300, child_events: [{ user: { id: 50002 } }] }] }],
    [
      'ids and counts as text',
      {
        id: '10019001',
        'appointments.0.id': '10010300',
        'appointments.0.child_events_count': '1',
        'appointments.0.child_events.0.id': '10010301',
        'appointments.0.child_events.0.user.id': '50002',
      },
      { id: 10019001, appointments: [{ id: 10010300, child_events_count: 1, child_events: [{ id: 10010301, user: { id: 50002 } }] }] },
    ],
    [
      'optional fields null',
      {
        context_codes: null,
        'appointments.0.description': null,
        'appointments.0.child_events': null,
        'appointments.0.child_events_count': null,
      },
      { context_codes: [], appointments: [{ description: null, child_events: [], child_events_count: 0 }] },
    ],
    ['no appointments', { appointments: MISSING }, { appointments: [] }],
    ['an open slot (no user)', { 'appointments.0.child_events.0.user': null }, { appointments: [{ child_events: [{ user: null }] }] }],
    ['a malformed count', { 'appointments.0.child_events_count': 'one' }, { appointments: [{ child_events_count: 0 }] }, 1],
    [
      'a malformed user',
      { 'appointments.0.child_events.0.user': 'Tom' },
      { appointments: [{ child_events: [{ id: 10010301, user: null }] }] },
      1,
    ],
    ['malformed context codes', { context_codes: 'course_12' }, { id: 10019001, context_codes: [] }, 1],
    ['a malformed appointment id', { 'appointments.0.id': null }, 'unreadable'],
    ['a malformed group id', { id: 'g-1' }, 'unreadable'],
  ]);
});
