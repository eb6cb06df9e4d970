import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { saveDayOff, storedDaysOff } from './days-off-store';

const as = (uid: number, teacherId: number) =>
  setSession({ uid, teacherId, accessToken: 'a', refreshToken: 'r', rememberMe: false } as AuthSession);
const THURSDAY = { from: '2026-03-12', to: '2026-03-12', endMs: 2_000 };

describe('days off kept on this device', () => {
  beforeEach(() => {
    localStorage.clear();
    as(1, 1);
  });

  it('belong to the identity that took them: an admin acting as another teacher never sees them', () => {
    saveDayOff(THURSDAY, 1_000);
    expect(storedDaysOff()).toEqual([THURSDAY]);
    as(1, 77);
    expect(storedDaysOff()).toEqual([]);
    as(2, 1);
    expect(storedDaysOff()).toEqual([]);
    as(1, 1);
    expect(storedDaysOff()).toEqual([THURSDAY]);
  });

  it('are not kept without a session', () => {
    setSession(null);
    saveDayOff(THURSDAY, 1_000);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tp.days-off'))).toEqual([]);
  });
});
