import { describe } from 'vitest';
import { MISSING, readsShapes } from '@/test/wire-shapes';
import { schemas as moduleSchemas } from './get-course-modules';
import { schemas as itemSchemas } from './get-module-items';
import { schemas as roomSchemas } from '@/entities/classes/api/get-rooms';

describe('rooms', () => {
  const base = {
    id: 410010101,
    title: 'L2U4L2S1 Making Plans',
    group_id: 710010100,
    calendar_event: {
      id: 10010101,
      parent_calendar_event_id: 10010100,
      appointment_group_id: 10019001,
      effective_context_code: 'course_13',
      start_at: '2026-11-22T11:30:00.000Z',
      end_at: '2026-11-22T12:30:00.000Z',
    },
    students: [{ id: 50008, name: 'Eric Chen', short_name: 'Eric' }],
    course: { id: 13, name: 'General English 2', description: 'Confident everyday English (CEFR A2).' },
    teacher: { id: 1001, name: 'Emma Li' },
    alg_classroom: {
      id: 410010101,
      scheduled_start_time: '2026-11-22T11:30:00.000Z',
      scheduled_end_time: '2026-11-22T12:30:00.000Z',
      scheduled_sequence_number: 26,
      online_room_id: '80010010100',
      classroom_type: '1v1',
    },
  };
  readsShapes((room) => roomSchemas().answer.parse({ success: 1, rooms: [room] }).rooms[0], base, [
    [
      'as sent',
      {},
      { id: 410010101, calendar_event: { parent_calendar_event_id: 10010100 }, alg_classroom: { online_room_id: '80010010100' } },
    ],
    [
      'ids as text',
      {
        id: '410010101',
        group_id: '710010100',
        'calendar_event.id': '10010101',
        'calendar_event.parent_calendar_event_id': '10010100',
        'course.id': '13',
        'teacher.id': '1001',
        'students.0.id': '50008',
        'alg_classroom.scheduled_sequence_number': '26',
      },
      {
        id: 410010101,
        group_id: 710010100,
        calendar_event: { id: 10010101, parent_calendar_event_id: 10010100 },
        course: { id: 13 },
        teacher: { id: 1001 },
        students: [{ id: 50008 }],
        alg_classroom: { scheduled_sequence_number: 26 },
      },
    ],
    [
      'a numeric online room id reads as text',
      { 'alg_classroom.online_room_id': 80010010100 },
      { alg_classroom: { online_room_id: '80010010100' } },
    ],
    [
      'optional fields null',
      {
        'calendar_event.parent_calendar_event_id': null,
        'calendar_event.appointment_group_id': null,
        'course.description': null,
        'alg_classroom.online_room_id': null,
        'alg_classroom.classroom_type': null,
      },
      {
        calendar_event: { parent_calendar_event_id: null, appointment_group_id: null },
        course: { description: null },
        alg_classroom: { online_room_id: null, classroom_type: null },
      },
    ],
    [
      'optional fields missing',
      {
        group_id: MISSING,
        students: MISSING,
        'calendar_event.parent_calendar_event_id': MISSING,
        'alg_classroom.scheduled_sequence_number': MISSING,
      },
      { group_id: 0, students: [], calendar_event: { parent_calendar_event_id: null }, alg_classroom: { scheduled_sequence_number: 1 } },
    ],
    [
      'a malformed parent event id',
      { 'calendar_event.parent_calendar_event_id': 'none' },
      { id: 410010101, calendar_event: { parent_calendar_event_id: null } },
      1,
    ],
    ['a malformed description', { 'course.description': { en: 'x' } }, { course: { id: 13, description: null } }, 1],
    [
      'a malformed sequence number',
      { 'alg_classroom.scheduled_sequence_number': 'twenty' },
      { alg_classroom: { scheduled_sequence_number: 1 } },
      1,
    ],
    ['a malformed id', { id: 'room-1' }, 'unreadable'],
    ['no course', { course: MISSING }, 'unreadable'],
    ['a malformed course id', { 'course.id': true }, 'unreadable'],
    ['no start', { 'alg_classroom.scheduled_start_time': MISSING }, 'unreadable'],
  ]);
});

describe('course modules', () => {
  readsShapes((module) => moduleSchemas().courseModule.parse(module), { id: 1201, name: 'Quizzes', position: 1 }, [
    ['as sent', {}, { id: 1201, name: 'Quizzes', position: 1 }],
    ['numbers as text', { id: '1201', position: '1' }, { id: 1201, position: 1 }],
    ['no position', { position: MISSING }, { position: 0 }],
    ['a malformed position', { position: 'first' }, { id: 1201, position: 0 }, 1],
    ['no id', { id: MISSING }, 'unreadable'],
  ]);
});

describe('module items', () => {
  const base = {
    id: 120501,
    title: 'Listen before class',
    type: 'ExternalUrl',
    html_url: 'https://lms.example/items/120501',
    external_url: 'https://lms.example/a.mp3',
  };
  readsShapes((item) => itemSchemas().item.parse(item), base, [
    ['as sent', {}, { id: 120501, url: null, external_url: 'https://lms.example/a.mp3' }],
    ['the id as text', { id: '120501' }, { id: 120501 }],
    ['addresses null', { html_url: null, external_url: null }, { html_url: null, external_url: null }],
    ['a malformed address', { external_url: 42 }, { id: 120501, external_url: null }, 1],
    ['a malformed id', { id: 1.5 }, 'unreadable'],
  ]);
});
