import { create } from 'zustand';
import { findIdentity, identityIds, newIdentityId, withRefreshedTokens } from './identity';
import type { AuthSession, IdentityTokens } from './session-types';
import { SESSION_KEY } from './session-key';
import { readKeptSession } from './kept-session';
import { seal } from './token-crypto';

/** Storage keys; everything the portal persists about a user starts with `tp.`. */
export { SESSION_KEY } from './session-key';
/** Spec 3 "local settings": tz offset and DST window, kept in plain view. */
export const SETTINGS_KEY = 'tp.settings';

interface SessionState {
  session: AuthSession | null;
  /** Bumped when a kept zone table the page drew with was found wrong and replaced (zone-keep.ts): times are drawn again. */
  zoneRules?: number;
}

export const useSessionStore = create<SessionState>(() => ({ session: null }));

export const getSession = (): AuthSession | null => useSessionStore.getState().session;

/** What this tab changed, for the other tabs (lib/session/tab-sync.ts). */
export type SessionChange =
  | { kind: 'session'; session: AuthSession | null }
  | { kind: 'tokens'; id: string; sent: string; tokens: IdentityTokens; at: number };
const changeListeners = new Set<(change: SessionChange) => void>();
export function onLocalSessionChange(listener: (change: SessionChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
let storageFailureListener: (() => void) | null = null;
/** Called once, on the first storage write the browser refuses (quota, private mode). */
export const onStorageFailure = (listener: () => void) => {
  storageFailureListener = listener;
};

/**
 * One abort controller per identity: when an identity leaves the session (sign-out, switch,
 * another tab), every request it still has in flight, or waiting for a retry, is aborted.
 */
const controllers = new Map<string, AbortController>();
export class IdentityGoneError extends Error {
  constructor() {
    super('The identity that started this request is no longer signed in');
    this.name = 'AbortError';
  }
}

export function identitySignal(id: string): AbortSignal {
  if (!findIdentity(getSession(), id)) return AbortSignal.abort(new IdentityGoneError());
  let controller = controllers.get(id);
  if (!controller) controllers.set(id, (controller = new AbortController()));
  return controller.signal;
}

function abortGone(next: AuthSession | null): void {
  const kept = new Set(identityIds(next));
  for (const [id, controller] of controllers) {
    if (kept.has(id)) continue;
    controller.abort(new IdentityGoneError());
    controllers.delete(id);
  }
}

function apply(session: AuthSession | null): void {
  useSessionStore.setState({ session });
  abortGone(session);
  persist(session);
}

/** A change made in this tab: applied, stored, and told to the other tabs. */
export function setSession(session: AuthSession | null): void {
  apply(session);
  for (const listener of changeListeners) listener({ kind: 'session', session });
}

/** A change another tab made (already stored there): applied and stored here, not echoed. */
export const adoptSession = (session: AuthSession | null): void => apply(session);

/**
 * A refresh answer for identity `id`: applied only while that identity is in the session and
 * still holds the refresh token that was sent. Returns whether it was applied.
 */
export function applyRefreshedTokens(id: string, sent: string, tokens: IdentityTokens, at: number, tell = true): boolean {
  const next = withRefreshedTokens(getSession(), id, sent, tokens, at);
  if (!next) return false;
  apply(next);
  if (tell) for (const listener of changeListeners) listener({ kind: 'tokens', id, sent, tokens, at });
  return true;
}

/** Writes are chained so a slow seal never lands after a later write (or after logout). */
let writeChain: Promise<void> = Promise.resolve();
let generation = 0;
let storageFailed = false;

function persist(session: AuthSession | null): void {
  const mine = ++generation;
  if (!session) {
    clearSessionStorage();
    return;
  }
  // Each write stands alone: a refused one is reported once and the session goes on in memory.
  writeChain = writeChain.then(() => writeSealed(session, mine)).catch(reportStorageFailure);
}

async function writeSealed(session: AuthSession, mine: number): Promise<void> {
  const sealed = await seal(JSON.stringify(session));
  if (mine !== generation) return;
  const [keep, drop] = session.rememberMe ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(SESSION_KEY);
  drop.removeItem(SETTINGS_KEY);
  keep.setItem(SESSION_KEY, sealed);
  keep.setItem(SETTINGS_KEY, JSON.stringify({ tzOffset: session.tzOffset, dstStart: session.dstStart, dstEnd: session.dstEnd }));
}

function reportStorageFailure(): void {
  if (storageFailed) return;
  storageFailed = true;
  storageFailureListener?.();
}

/** Resolves when every pending write reached storage (tests and logout use it). */
export const sessionWritten = (): Promise<void> => writeChain;

export function clearSessionStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    try {
      store.removeItem(SESSION_KEY);
      store.removeItem(SETTINGS_KEY);
    } catch {
      reportStorageFailure();
    }
  }
}

/** Boot: restore a session sealed by an earlier visit ("stay signed in" keeps it in localStorage). */
export async function hydrateSession(): Promise<void> {
  const kept = await readKeptSession();
  if (kept === 'unreadable') clearSessionStorage();
  else if (kept) useSessionStore.setState({ session: withIdentityIds(kept) });
}

/** Sessions sealed before identities had ids get them now. */
const withIdentityIds = (s: AuthSession): AuthSession => ({
  ...s,
  id: s.id || newIdentityId(),
  ownIdentity: s.ownIdentity && {
    ...s.ownIdentity,
    id: s.ownIdentity.id || newIdentityId(),
    lastRefreshAt: s.ownIdentity.lastRefreshAt ?? 0,
  },
});
