import { ROOMS_PATH } from '@/entities/classes/api/rooms-path';
import { profilePath } from '@/features/auth/api/profile-path';

/** Signed-in first pages whose reads index.html starts itself (src/early-reads.ts). */
export const EARLY_PAGES: readonly string[] = ['/', '/dashboard'];

/**
 * What a signed-in first page reads before it can draw its content: the dashboard its class list
 * (its route's loader), and the header the profile (name, photo). Nothing for other pages.
 */
export function firstReads(path: string, uid: number): string[] {
  if (!EARLY_PAGES.includes(path) || !Number.isInteger(uid) || uid <= 0) return [];
  return [ROOMS_PATH, profilePath(uid)];
}
