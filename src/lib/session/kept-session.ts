import { SESSION_KEY } from './session-key';
import type { AuthSession } from './session-types';
import { unseal } from './token-crypto';

/**
 * The session an earlier visit sealed in Web Storage: null when none is kept (or storage is refused),
 * 'unreadable' when one is kept that cannot be read (tampered, truncated, old format). Read at boot by
 * the session store and, before the app's code has arrived, by src/early-ask.ts.
 */
export async function readKeptSession(): Promise<AuthSession | null | 'unreadable'> {
  let sealed: string | null;
  try {
    sealed = sessionStorage.getItem(SESSION_KEY) ?? localStorage.getItem(SESSION_KEY);
  } catch {
    return null; // storage refused (private mode): nothing to restore
  }
  if (!sealed) return null;
  const plain = await unseal(sealed);
  const parsed = plain ? safeParse(plain) : null;
  return parsed && typeof parsed.accessToken === 'string' && parsed.accessToken !== '' ? parsed : 'unreadable';
}

function safeParse(text: string): AuthSession | null {
  try {
    return JSON.parse(text) as AuthSession;
  } catch {
    return null;
  }
}
