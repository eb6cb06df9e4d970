import { useEffect, useState } from 'react';
import {
  actionPhase,
  type ActionPhase,
  cancelState,
  type CancelState,
  type ClassSpan,
  entryState,
  type EntryState,
  nextPhaseChange,
} from '../model/action-phase';

export interface ActionStates {
  /** For Notify and End class. */
  phase: ActionPhase;
  /** For Cancel. */
  cancel: CancelState;
  /** For the way in: the waiting room, or Enter classroom once the classroom is open. */
  entry: EntryState;
}

/**
 * Where the class stands for its actions, re-read exactly when that changes (one timer, set to
 * the next change: 24 h before the start, the classroom's opening, the start, the end; a controlled
 * clock in tests drives it), not on a polling interval.
 */
export function useActionPhase({ startMs, endMs }: ClassSpan, ended = false): ActionStates {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextPhaseChange({ startMs, endMs }, now);
    if (next === null) return undefined;
    // Measured now, not from the render's reading: the effect runs a moment after it. setTimeout
    // holds at most ~24.8 days; a later change is looked at again when it fires.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [startMs, endMs, now]);
  return {
    phase: actionPhase({ startMs, endMs }, now, ended),
    cancel: cancelState({ startMs, endMs }, now, ended),
    entry: entryState({ startMs, endMs }, now, ended),
  };
}
