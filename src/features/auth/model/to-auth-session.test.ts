import { describe, expect, it } from 'vitest';
import { type LoginFields, toAuthSession } from './to-auth-session';

const base: LoginFields = { token: 't', refresh_token: 'r', uid: 7 };
const options = { rememberMe: false, superUserGroup: 'SuperUser' };

describe('toAuthSession', () => {
  it.each([
    ['minimal answer', base, { teacherId: 7, groupId: 0, isAdmin: false, isSuperUser: false, tzOffset: 0, chat: null, timezone: null }],
    [
      'admin of a group',
      { ...base, group_id: 3, is_admin: true, group_name: 'Beijing' },
      { groupId: 3, isAdmin: true, isSuperUser: false },
    ],
    ['super user by group name', { ...base, is_admin: true, group_name: 'SuperUser' }, { isSuperUser: true }],
    ['super user name is exact', { ...base, group_name: 'superuser' }, { isSuperUser: false }],
    ['empty group name never super', { ...base, group_name: '' }, { isSuperUser: false }],
    [
      'dst window and zone',
      { ...base, tz_offset: -5, dst_start: '2026-03-08T07:00:00Z', dst_end: '2026-11-01T06:00:00Z', timezone: 'America/New_York' },
      { tzOffset: -5, dstStart: '2026-03-08T07:00:00Z', timezone: 'America/New_York' },
    ],
    ['empty dst strings are none', { ...base, dst_start: '', dst_end: '', timezone: '' }, { dstStart: null, dstEnd: null, timezone: null }],
    ['chat credentials', { ...base, rc_token: { data: { userId: 'u', authToken: 'a' } } }, { chat: { userId: 'u', authToken: 'a' } }],
    ['chat without data', { ...base, rc_token: { data: null } }, { chat: null }],
    ['display name falls back', { ...base, uname: 'emma' }, { displayName: 'emma' }],
    ['host remember_me wins', { ...base, remember_me: true }, { rememberMe: true }],
  ] as const)('%s', (_name, answer, expected) => {
    expect(toAuthSession(answer as LoginFields, options)).toMatchObject(expected);
  });

  it('has never refreshed and starts as nobody else', () => {
    expect(toAuthSession(base, options)).toMatchObject({ lastRefreshAt: 0, actingAs: null, ownIdentity: null });
  });
});
