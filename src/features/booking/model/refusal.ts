/** Which message (booking namespace key) a failed write shows; null: the generic transport text. */
import { isApiError } from '@/lib/http/api-error';
import type { Conflict } from './batch-preview';

export const CONFLICT_KEYS: Record<Conflict, string> = {
  gap: 'rules.gap',
  tooSoon: 'rules.tooSoon',
  outsideWindow: 'rules.outsideWindow',
  timeOff: 'rules.off',
  overlap: 'rules.overlap',
};

const REFUSAL_KEYS: Record<string, string> = {
  START_TOO_SOON: CONFLICT_KEYS.tooSoon,
  OUTSIDE_BOOKING_WINDOW: CONFLICT_KEYS.outsideWindow,
  SLOT_OVERLAP: CONFLICT_KEYS.overlap,
  COURSE_NOT_AVAILABLE: 'rules.noCourse',
  INVALID_EMAIL: 'form.emailInvalid',
  MISSING_FIELDS: 'rules.missingFields',
  INVALID_SLOT: 'form.endBeforeStart',
  SLOT_RESERVED: 'rules.reserved',
  NOT_FOUND: 'rules.slotGone',
};

export function refusalKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'refused') return (error.code && REFUSAL_KEYS[error.code]) || null;
  // A 404 is a transport error to the HTTP layer; here it means the slot is already gone.
  return error.kind === 'http' && error.status === 404 ? REFUSAL_KEYS.NOT_FOUND! : null;
}
