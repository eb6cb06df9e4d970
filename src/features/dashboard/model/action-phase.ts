import { ENTER_EARLY_MS } from '@/entities/classes/model/enter-window';
import { CANCEL_NOTICE_MS } from './class-rules';

/**
 * Notify (spec 6: "only during class time") and End class can only succeed while a class runs;
 * Cancel only until 24 h before the start (spec 6, 9). Where a class stands for them, at an
 * instant, and when that changes next.
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

/** Cancel: open while the start is at least 24 h away (exactly 24 h still cancels, as the host decides). */
export type CancelState = 'open' | 'within-24h' | 'started' | 'over';

/** An unreadable start refuses (the host is the one to ask then), as within 24 h. */
export function cancelState(span: ClassSpan, nowMs: number, ended = false): CancelState {
  const phase = actionPhase(span, nowMs, ended);
  if (phase === 'in-progress') return 'started';
  if (phase === 'over') return 'over';
  return span.startMs - nowMs >= CANCEL_NOTICE_MS ? 'open' : 'within-24h';
}

/**
 * Why Cancel is unavailable (i18n key of the rule, said between spec 8's "This class cannot be
 * cancelled!" and whom to contact); null while it is available, or when the class is over (the
 * phase's reason covers every action then).
 */
export function cancelReason(state: CancelState): string | null {
  if (state === 'within-24h') return 'dashboard:actions.cancelWithin24h';
  return state === 'started' ? 'dashboard:actions.cancelStarted' : null;
}

/**
 * The card's way in: its waiting room until the classroom opens (15 min before the start), then
 * "Enter classroom" until the end. Never a live-looking Enter that leads to a disabled one.
 */
export type EntryState = 'waiting-room' | 'enter';

export function entryState({ startMs, endMs }: ClassSpan, nowMs: number, ended = false): EntryState {
  return !ended && nowMs >= startMs - ENTER_EARLY_MS && nowMs < endMs ? 'enter' : 'waiting-room';
}

/**
 * The next instant after `nowMs` at which an action's availability changes (the first instant
 * within 24 h of the start, the classroom's opening 15 min before it, the start, then the end);
 * null when none will.
 */
export function nextPhaseChange({ startMs, endMs }: ClassSpan, nowMs: number): number | null {
  // Exactly 24 h before still cancels: Cancel closes 1 ms later. A class without a readable or
  // positive length changes only at its end.
  const changes = startMs < endMs ? [startMs - CANCEL_NOTICE_MS + 1, startMs - ENTER_EARLY_MS, startMs, endMs] : [endMs];
  return changes.find((change) => nowMs < change) ?? null;
}
