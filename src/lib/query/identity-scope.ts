import type { QueryClient } from '@tanstack/react-query';
import { dropEarlyAsks } from '@/lib/http/early-asks';
import { idempotencyKeys } from '@/lib/http/request';
import { identityFor, type IdentityRole } from '@/lib/session/identity';
import { getSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';

/** Scope of answers that belong to nobody (the signed-out pages). */
export const ANONYMOUS = 'anonymous';

/**
 * The identity whose answers a query key holds: the first element of every query key. The admin's
 * own answers (the teacher list) have a scope of their own, kept while the admin acts as teachers;
 * answers of the screens are the current identity's only.
 */
export function identityScope(role: IdentityRole = 'current', session: AuthSession | null = getSession()): string {
  const id = identityFor(session, role)?.id;
  if (!id) return ANONYMOUS;
  return role === 'own' ? `own:${id}` : id;
}

/** A query key of the current identity: caches of two identities can never cross. */
export const scopedKey = <const T extends readonly unknown[]>(...parts: T) => [identityScope(), ...parts] as const;

/** A query key of the admin's own identity (the teacher list), kept while the admin acts as teachers. */
export const ownScopedKey = <const T extends readonly unknown[]>(...parts: T) => [identityScope('own'), ...parts] as const;

/**
 * After the session changed (sign-in, sign-out, switch, another tab): every query that is not the
 * current identity's (or the admin's own) is cancelled and removed, and when the acting identity changed, every
 * mutation and every unanswered write's Idempotency-Key go with it: nothing resumes later.
 */
export function dropGoneIdentities(client: QueryClient, prev: AuthSession | null, next: AuthSession | null): void {
  const kept = new Set([identityScope('current', next), identityScope('own', next)]);
  const gone = (key: readonly unknown[]) => !kept.has(key[0] as string);
  void client.cancelQueries({ predicate: (query) => gone(query.queryKey) });
  client.removeQueries({ predicate: (query) => gone(query.queryKey) });
  if (prev?.id !== next?.id) {
    client.getMutationCache().clear();
    idempotencyKeys.clear();
    dropEarlyAsks();
  }
}
