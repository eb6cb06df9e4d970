import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, writeFingerprint } from '@/lib/http/idempotency-keys';
import { testIdentity, testSession } from '@/test/session-fixture';
import { findIdentity, identityFor, identityIds, mergeRemoteSession, withRefreshedTokens } from './identity';

const acting = testSession({
  id: 'id-T',
  accessToken: 't',
  refreshToken: 'tr',
  ownIdentity: testIdentity({ id: 'id-own', accessToken: 'a', refreshToken: 'ar' }),
});
const tokens = { accessToken: 'new', refreshToken: 'new-r' };

describe('which identity a request acts as', () => {
  it.each([
    ['no session', null, 'current', null],
    ['no session, own', null, 'own', null],
    ['a teacher, current', testSession(), 'current', 'id-A'],
    ['a teacher (not acting), own', testSession(), 'own', 'id-A'],
    ['acting, current', acting, 'current', 'id-T'],
    ['acting, own', acting, 'own', 'id-own'],
  ] as const)('%s', (_name, session, role, id) => {
    expect(identityFor(session, role)?.id ?? null).toBe(id);
  });

  it('lists and finds both identities of an acting admin, and nothing of others', () => {
    expect(identityIds(acting)).toEqual(['id-T', 'id-own']);
    expect(identityIds(null)).toEqual([]);
    expect(findIdentity(acting, 'id-own')?.accessToken).toBe('a');
    expect(findIdentity(acting, 'id-T')?.accessToken).toBe('t');
    expect(findIdentity(acting, 'id-X')).toBeNull();
    expect(findIdentity(null, 'id-T')).toBeNull();
  });
});

describe('applying a refresh answer', () => {
  it.each([
    ['signed out meanwhile', null, 'id-A', 'refresh-1', null],
    ['switched away meanwhile', testSession({ id: 'id-B' }), 'id-A', 'refresh-1', null],
    ['rotated meanwhile (another tab)', testSession({ refreshToken: 'refresh-2' }), 'id-A', 'refresh-1', null],
    ['still current', testSession(), 'id-A', 'refresh-1', { accessToken: 'new', refreshToken: 'new-r', lastRefreshAt: 5 }],
    [
      'the admin’s own, while acting',
      acting,
      'id-own',
      'ar',
      { accessToken: 't', ownIdentity: { accessToken: 'new', refreshToken: 'new-r', lastRefreshAt: 5 } },
    ],
    ['the teacher’s, while acting', acting, 'id-T', 'tr', { accessToken: 'new', ownIdentity: { accessToken: 'a' } }],
    ['an empty refresh token never matches another', testSession({ refreshToken: '' }), 'id-A', 'refresh-1', null],
  ])('%s', (_name, session, id, sent, expected) => {
    const next = withRefreshedTokens(session, id, sent, tokens, 5);
    if (expected === null) expect(next).toBeNull();
    else expect(next).toMatchObject(expected);
  });
});

describe('adopting another tab’s session', () => {
  it.each([
    ['signed out there', testSession(), null, null],
    ['signed in there, nothing here', null, testSession({ accessToken: 'x' }), { accessToken: 'x' }],
    [
      'switched there, with an older admin token than ours',
      { ...acting, ownIdentity: { ...acting.ownIdentity!, accessToken: 'a2', refreshToken: 'ar2', lastRefreshAt: 10 } },
      { ...acting, id: 'id-U', accessToken: 'u' },
      { id: 'id-U', accessToken: 'u', ownIdentity: { accessToken: 'a2', refreshToken: 'ar2', lastRefreshAt: 10 } },
    ],
    [
      'refreshed there, later than here',
      testSession({ lastRefreshAt: 1 }),
      testSession({ accessToken: 'n', lastRefreshAt: 2 }),
      { accessToken: 'n' },
    ],
    [
      'an older copy of ours: our newer tokens stay',
      testSession({ accessToken: 'mine', refreshToken: 'r-mine', lastRefreshAt: 9 }),
      testSession({ accessToken: 'old', lastRefreshAt: 3 }),
      { accessToken: 'mine', refreshToken: 'r-mine' },
    ],
  ])('%s', (_name, local, remote, expected) => {
    const merged = mergeRemoteSession(local, remote);
    if (expected === null) expect(merged).toBeNull();
    else expect(merged).toMatchObject(expected);
  });
});

describe('idempotency keys of writes', () => {
  const fp = writeFingerprint('id-A', 'post', 'api/x', '{"a":1}');
  it('an unanswered write keeps its key; an answer ends it', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    expect(keys.take(fp)).toBe('k1');
    expect(keys.take(fp)).toBe('k1');
    expect(keys.take(writeFingerprint('id-A', 'post', 'api/x', '{"a":2}'))).toBe('k2');
    expect(keys.take(writeFingerprint('id-B', 'post', 'api/x', '{"a":1}'))).toBe('k3');
    keys.answered(fp);
    expect(keys.take(fp)).toBe('k4');
    keys.clear();
    expect(keys.take(fp)).toBe('k5');
  });
});
