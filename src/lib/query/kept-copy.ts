import type { DehydratedState } from '@tanstack/react-query';
import type { KeptPaint } from '@/lib/kept-paint/kept-paint';
import type { AuthSession } from '@/lib/session/session-types';
import { unseal } from '@/lib/session/token-crypto';
import { OFFLINE_PREFIX } from './offline-copy-key';

/**
 * The copy kept on the device (offline-copy.ts writes it), read back: by the app at boot, and by the
 * early entry before the app's code has run (so nothing here loads the query library). One identity's
 * at a time, sealed like the session, good for a day.
 */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60_000;

export interface OfflineCopy {
  identityId: string;
  savedAt: number;
  state: DehydratedState;
  /** The dashboard as drawn with these answers, when it was on screen at the write. */
  paint?: KeptPaint;
}

/** Whether a stored copy may be shown: the same identity, and not older than a day. */
export function usableCopy(copy: OfflineCopy | null, session: AuthSession | null, now: number): copy is OfflineCopy {
  return !!copy && !!session && copy.identityId === session.id && now - copy.savedAt >= 0 && now - copy.savedAt <= OFFLINE_MAX_AGE_MS;
}

/** The signed-in identity's copy, if one is kept and usable; one kept but unusable (too old, unreadable) is removed. */
export async function readKeptCopy(session: AuthSession | null, now: number): Promise<OfflineCopy | null> {
  if (!session) return null;
  const key = OFFLINE_PREFIX + session.id;
  const sealed = localStorage.getItem(key);
  const plain = sealed ? await unseal(sealed) : null;
  let copy: OfflineCopy | null;
  try {
    copy = plain ? (JSON.parse(plain) as OfflineCopy) : null;
  } catch {
    copy = null;
  }
  if (usableCopy(copy, session, now)) return copy;
  if (sealed) localStorage.removeItem(key);
  return null;
}
