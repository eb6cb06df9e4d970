import { describe } from 'vitest';
import { mapsFields, MISSING, readsShapes } from '@/test/wire-shapes';
import { schemas as profileSchemas } from './get-profile';
import { schemas as teacherTokenSchemas } from './get-teacher-token';
import { schemas as teacherSchemas } from './list-teachers';
import { schemas as loginSchemas } from './login';

describe('login answer', () => {
  const base = {
    success: 1,
    token: 'a1001~x',
    refresh_token: 'r1001~x',
    remember_me: 1,
    group_id: 1,
    is_admin: 0,
    group_name: 'Beijing Tutors',
    dname: 'Emma Li',
    uid: 1001,
    email: 'teacher@demo.school',
    tz_offset: -5,
    dst_start: '2026-03-08T07:00:00.000Z',
    dst_end: '2026-11-01T06:00:00.000Z',
    timezone: 'America/New_York',
    rc_token: { status: 'success', data: { userId: 'rc-1001', authToken: 'rc~x' } },
    advance_reservation_time: 24,
  };
  readsShapes((answer) => loginSchemas().answer.parse(answer), base, [
    [
      'as sent',
      {},
      { uid: 1001, group_id: 1, is_admin: false, remember_me: true, tz_offset: -5, rc_token: { data: { userId: 'rc-1001' } } },
    ],
    [
      'numbers as text',
      { uid: '1001', group_id: '1', is_admin: '1', tz_offset: '-5', advance_reservation_time: '24' },
      { uid: 1001, group_id: 1, is_admin: true, tz_offset: -5, advance_reservation_time: 24 },
    ],
    ['a numeric chat user id', { 'rc_token.data.userId': 1001 }, { rc_token: { data: { userId: '1001' } } }],
    [
      'optional fields null',
      { dst_start: null, dst_end: null, timezone: null, tz_offset: null, rc_token: null, dname: null },
      { dst_start: null, timezone: null, tz_offset: null, rc_token: null, dname: undefined },
    ],
    [
      'a refusal carries only its flag',
      { success: 0, token: MISSING, refresh_token: MISSING, uid: MISSING, group_id: MISSING, is_admin: MISSING },
      { success: 0 },
    ],
    ['a malformed time zone offset', { tz_offset: 'EST' }, { uid: 1001, tz_offset: null }, 1],
    ['a malformed chat token', { rc_token: 'rc~x' }, { uid: 1001, rc_token: null }, 1],
    ['a malformed display name', { dname: { first: 'Emma' } }, { uid: 1001, dname: undefined }, 1],
    // Who the user is and may act as is never guessed.
    ['a malformed user id', { uid: 'emma' }, 'unreadable'],
    ['a malformed group id', { group_id: 'one' }, 'unreadable'],
    ['a malformed admin flag', { is_admin: 'yes' }, 'unreadable'],
  ]);
});

describe('teacher token (acting as a teacher)', () => {
  const base = {
    success: 1,
    token: 't',
    refresh_token: 'r',
    teacher_id: 1001,
    tz_offset: 8,
    dst_start: null,
    dst_end: null,
    timezone: 'Asia/Shanghai',
  };
  readsShapes((answer) => teacherTokenSchemas().answer.parse(answer), base, [
    ['as sent', {}, { teacher_id: 1001, tz_offset: 8, timezone: 'Asia/Shanghai' }],
    ['numbers as text', { teacher_id: '1001', tz_offset: '8' }, { teacher_id: 1001, tz_offset: 8 }],
    ['a malformed time zone', { timezone: 8 }, { teacher_id: 1001, timezone: null }, 1],
    ['a malformed teacher id', { teacher_id: 'emma' }, 'unreadable'],
  ]);
});

describe('teacher list', () => {
  const base = { id: 1001, name: 'Emma Li', email: 'teacher@demo.school', group_id: 1 };
  const read = (teacher: unknown) => teacherSchemas().teacher.parse(teacher);
  readsShapes(read, base, [
    ['as sent', {}, { id: 1001, email: 'teacher@demo.school', groupId: 1 }],
    ['ids as text', { id: '1001', group_id: '1' }, { id: 1001, groupId: 1 }],
    ['no email or group', { email: MISSING, group_id: null }, { email: '', groupId: 0 }],
    ['a malformed group id', { group_id: 'one' }, { id: 1001, groupId: 0 }, 1],
    ['a malformed id', { id: MISSING }, 'unreadable'],
  ]);
  mapsFields(read, base, [
    ['name', 'Emma Lee', 'name'],
    ['email', 'emma@demo.school', 'email'],
    ['group_id', 2, 'groupId'],
  ]);
});

describe('profile', () => {
  const base = { id: 1001, name: 'Emma Li', primary_email: 'teacher@demo.school', avatar_url: 'https://x.example/a.png', locale: 'en' };
  const read = (profile: unknown) => profileSchemas().answer.parse(profile);
  readsShapes(read, base, [
    ['as sent', {}, { id: 1001, name: 'Emma Li', avatarUrl: 'https://x.example/a.png' }],
    ['the id as text', { id: '1001' }, { id: 1001 }],
    ['optional fields missing', { name: MISSING, avatar_url: null }, { name: null, avatarUrl: null, timeZone: null }],
    ['a malformed avatar', { avatar_url: { href: 'x' } }, { id: 1001, avatarUrl: null }, 1],
    ['no id', { id: MISSING }, 'unreadable'],
  ]);
  mapsFields(read, base, [
    ['name', 'Emma Lee', 'name'],
    ['short_name', 'Emma', 'shortName'],
    ['primary_email', 'emma@demo.school', 'primaryEmail'],
    ['avatar_url', 'https://x.example/b.png', 'avatarUrl'],
    ['time_zone', 'Asia/Shanghai', 'timeZone'],
  ]);
});
