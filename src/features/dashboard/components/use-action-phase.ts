import { useEffect, useState } from 'react';
import { actionPhase, type ActionPhase, type ClassSpan, nextPhaseChange } from '../model/action-phase';

/**
 * The class's phase for Notify and End class, re-read exactly when it changes (one timer, set to
 * the start or the end; a controlled clock in tests drives it), not on a polling interval.
 */
export function useActionPhase({ startMs, endMs }: ClassSpan, ended = false): ActionPhase {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextPhaseChange({ startMs, endMs }, now);
    if (next === null) return undefined;
    // Measured now, not from the render's reading: the effect runs a moment after it. setTimeout
    // holds at most ~24.8 days; a later change is looked at again when it fires.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [startMs, endMs, now]);
  return actionPhase({ startMs, endMs }, now, ended);
}
