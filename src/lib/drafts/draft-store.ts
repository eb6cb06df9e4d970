import { getSession } from '@/lib/session/session-store';
import { seal, unseal } from '@/lib/session/token-crypto';

/**
 * Drafts: what a teacher typed and has not submitted yet. Sealed like the session, kept per
 * identity (the signed-in user and the teacher acted as), so they survive a reload and a
 * session-expiry re-login, are never shown to another identity, and go with an explicit sign-out.
 */
const PREFIX = 'tp.draft:';

function identityPrefix(): string | null {
  const session = getSession();
  return session ? `${PREFIX}${session.uid}:${session.teacherId}:` : null;
}

export function draftStorageKey(scope: string): string | null {
  const prefix = identityPrefix();
  return prefix ? `${prefix}${scope}` : null;
}

export async function loadDraft<T>(scope: string): Promise<T | null> {
  const key = draftStorageKey(scope);
  const sealed = key ? localStorage.getItem(key) : null;
  if (!key || !sealed) return null;
  const plain = await unseal(sealed);
  try {
    return plain === null ? null : (JSON.parse(plain) as { value: T }).value;
  } catch {
    return null;
  }
}

export async function saveDraft(scope: string, value: unknown): Promise<void> {
  const key = draftStorageKey(scope);
  if (!key) return;
  const sealed = await seal(JSON.stringify({ value, savedAt: Date.now() }));
  // The identity may have changed while sealing: never write into another identity's drafts.
  if (draftStorageKey(scope) === key) localStorage.setItem(key, sealed);
}

export function removeDraft(scope: string): void {
  const key = draftStorageKey(scope);
  if (key) localStorage.removeItem(key);
}

/** Sign-out: every draft of every identity this browser holds for the user goes. */
export function removeAllDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}

export function hasDrafts(): boolean {
  const prefix = identityPrefix();
  return prefix !== null && Object.keys(localStorage).some((key) => key.startsWith(prefix));
}
