import type { AuthSession, Identity } from '@/lib/session/session-types';

/** A signed-in teacher's session for unit tests (identity `id-A`, tokens `old` / `refresh-1`). */
export function testSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    id: 'id-A',
    accessToken: 'old',
    refreshToken: 'refresh-1',
    rememberMe: false,
    uid: 1,
    uname: 'u',
    teacherId: 1,
    groupId: 1,
    isAdmin: false,
    isSuperUser: false,
    groupName: 'g',
    displayName: 'T',
    email: 't@x',
    tzOffset: 0,
    dstStart: null,
    dstEnd: null,
    timezone: null,
    chat: null,
    advanceReservationTime: null,
    advanceCancelReservationTime: null,
    actingAs: null,
    ownIdentity: null,
    lastRefreshAt: 0,
    ...overrides,
  };
}

/** An identity for unit tests (the admin's own, or a teacher acted as). */
export function testIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    id: 'id-own',
    accessToken: 'admin-access',
    refreshToken: 'admin-refresh',
    teacherId: 9,
    tzOffset: 8,
    dstStart: null,
    dstEnd: null,
    timezone: null,
    lastRefreshAt: 0,
    ...overrides,
  };
}
