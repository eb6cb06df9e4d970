import { create } from 'zustand';
import type { AuthSession } from './session-types';
import { seal, unseal } from './token-crypto';

/** Storage keys; everything the portal persists about a user starts with `tp.`. */
export const SESSION_KEY = 'tp.session';
/** Spec 3 "local settings": tz offset and DST window, kept in plain view. */
export const SETTINGS_KEY = 'tp.settings';

interface SessionState {
  session: AuthSession | null;
}

export const useSessionStore = create<SessionState>(() => ({ session: null }));

export const getSession = (): AuthSession | null => useSessionStore.getState().session;

/** Writes are chained so a slow seal never lands after a later write (or after logout). */
let writeChain: Promise<void> = Promise.resolve();
let generation = 0;

export function setSession(session: AuthSession | null): void {
  useSessionStore.setState({ session });
  const mine = ++generation;
  if (!session) {
    clearSessionStorage();
    return;
  }
  writeChain = writeChain.then(async () => {
    const sealed = await seal(JSON.stringify(session));
    if (mine !== generation) return;
    const [keep, drop] = session.rememberMe ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    drop.removeItem(SESSION_KEY);
    drop.removeItem(SETTINGS_KEY);
    keep.setItem(SESSION_KEY, sealed);
    keep.setItem(
      SETTINGS_KEY,
      JSON.stringify({ tzOffset: session.tzOffset, dstStart: session.dstStart, dstEnd: session.dstEnd }),
    );
  });
}

export function updateSession(patch: Partial<AuthSession>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}

/** Resolves when every pending write reached storage (tests and logout use it). */
export const sessionWritten = (): Promise<void> => writeChain;

export function clearSessionStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(SESSION_KEY);
    store.removeItem(SETTINGS_KEY);
  }
}

/** Boot: restore a session sealed by an earlier visit ("stay signed in" keeps it in localStorage). */
export async function hydrateSession(): Promise<void> {
  const sealed = sessionStorage.getItem(SESSION_KEY) ?? localStorage.getItem(SESSION_KEY);
  if (!sealed) return;
  const plain = await unseal(sealed);
  const parsed = plain ? safeParse(plain) : null;
  if (parsed && typeof parsed.accessToken === 'string' && parsed.accessToken !== '') {
    useSessionStore.setState({ session: parsed });
  } else {
    clearSessionStorage();
  }
}

function safeParse(text: string): AuthSession | null {
  try {
    return JSON.parse(text) as AuthSession;
  } catch {
    return null;
  }
}
