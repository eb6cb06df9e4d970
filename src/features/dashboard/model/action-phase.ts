/**
 * Notify (spec 6: "only during class time") and End class can only succeed while a class runs.
 * Where a class stands for them, at an instant, and when that changes next.
 */
export type ActionPhase = 'not-started' | 'in-progress' | 'over';

/** A class's start and end as epoch ms (NaN when unreadable); ClassItem fits. */
export interface ClassSpan {
  startMs: number;
  endMs: number;
}

/**
 * [start, end) is in progress; a class ended by the teacher, or with an unreadable end, is over.
 * An unreadable start with a readable end counts as not started: nothing to act on yet.
 */
export function actionPhase({ startMs, endMs }: ClassSpan, nowMs: number, ended = false): ActionPhase {
  if (ended || !(nowMs < endMs)) return 'over';
  return nowMs >= startMs ? 'in-progress' : 'not-started';
}

/** Why Notify and End class are unavailable in a phase (i18n key), null while they are available. */
export function unavailableReason(phase: ActionPhase): string | null {
  if (phase === 'not-started') return 'dashboard:actions.notStartedReason';
  return phase === 'over' ? 'dashboard:actions.overReason' : null;
}

/** The next instant after `nowMs` at which the phase changes (the start, then the end); null when none will. */
export function nextPhaseChange({ startMs, endMs }: ClassSpan, nowMs: number): number | null {
  if (nowMs < startMs && startMs < endMs) return startMs;
  return nowMs < endMs ? endMs : null;
}
