import { ENTER_EARLY_MS } from '@/entities/classes/model/enter-window';
import { parseInstantMs } from '@/lib/time/instant';

export { ENTER_EARLY_MS };

/**
 * Where a class stands at `nowMs` (the host's clock):
 * - waiting: more than 15 min before the start; the classroom is still closed
 * - open: the last 15 min before the start; the teacher may go in
 * - in-progress: [start, end)
 * - over: the end has passed, or the class was ended
 */
export type ClassPhase = 'waiting' | 'open' | 'in-progress' | 'over';

export interface PhaseInput {
  startAt: string;
  endAt: string;
  ended: boolean;
}

export function classPhase({ startAt, endAt, ended }: PhaseInput, nowMs: number): ClassPhase {
  const start = parseInstantMs(startAt);
  const end = parseInstantMs(endAt);
  // NaN fails every comparison: a class without readable times counts as over.
  if (ended || !(nowMs < end)) return 'over';
  if (nowMs >= start) return 'in-progress';
  return nowMs >= start - ENTER_EARLY_MS ? 'open' : 'waiting';
}

/** Entering is allowed in [start - 15 min, end) of a class not ended. */
export const canEnter = (phase: ClassPhase): boolean => phase === 'open' || phase === 'in-progress';
