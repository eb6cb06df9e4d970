import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { daysOffKeyNow, reconcileDaysOff, saveDayOff, storedDaysOff } from './days-off-store';

const as = (uid: number, teacherId: number) =>
  setSession({ uid, teacherId, accessToken: 'a', refreshToken: 'r', rememberMe: false } as AuthSession);
const THURSDAY = { from: '2026-03-12', to: '2026-03-12', endMs: 2_000 };

describe('days off kept on this device', () => {
  beforeEach(() => {
    localStorage.clear();
    as(1, 1);
  });

  it('belong to the teacher: an admin acting as her sees and keeps them; another teacher never sees them (issue 47.2)', () => {
    saveDayOff(THURSDAY, 1_000);
    expect(storedDaysOff()).toEqual([THURSDAY]);
    as(9, 1); // an administrator (uid 9) acting as teacher 1
    expect(storedDaysOff()).toEqual([THURSDAY]);
    as(9, 77); // the same administrator acting as another teacher
    expect(storedDaysOff()).toEqual([]);
    const FRIDAY = { ...THURSDAY, from: '2026-03-13', to: '2026-03-13' };
    saveDayOff(FRIDAY, 1_000);
    as(77, 77); // that teacher herself
    expect(storedDaysOff()).toEqual([FRIDAY]);
    as(1, 1);
    expect(storedDaysOff()).toEqual([THURSDAY]);
  });

  it('a batch writes for the teacher it started as, though the admin switched to another meanwhile', () => {
    const key = daysOffKeyNow();
    as(9, 77);
    saveDayOff(THURSDAY, 1_000, key);
    expect(storedDaysOff()).toEqual([]);
    as(1, 1);
    expect(storedDaysOff()).toEqual([THURSDAY]);
  });

  it('Book a class settles which kept slots are still open; the teacher acted as only', () => {
    saveDayOff(
      {
        ...THURSDAY,
        open: [
          { id: 5, startMs: 1_500 },
          { id: 6, startMs: 1_600 },
        ],
      },
      1_000,
    );
    as(9, 77);
    reconcileDaysOff(new Set());
    as(1, 1);
    expect(storedDaysOff()[0]!.open).toHaveLength(2);
    reconcileDaysOff(new Set([6]));
    expect(storedDaysOff()).toEqual([{ ...THURSDAY, open: [{ id: 6, startMs: 1_600 }] }]);
  });

  it('are not kept without a session', () => {
    setSession(null);
    saveDayOff(THURSDAY, 1_000);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tp.days-off'))).toEqual([]);
  });
});
