import { startTransition, useEffect, useState } from 'react';
import { idleWorkBegan } from '../after-load';
import { IDLE_WORK_MARK } from '../perf-marks';

/**
 * True once `ready` has held for `settleMs` and the browser then had an idle moment: work that
 * can wait (a prefetch, a count) starts after the first paint's requests, never competing with them.
 */
export function useWhenIdle(ready: boolean, settleMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    // Safari has no requestIdleCallback: a plain timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    const settle = window.setTimeout(() => {
      const done = () => {
        // Where the first page ends: the budget check counts the files asked for before it (scripts/check-budgets.ts).
        performance.mark(IDLE_WORK_MARK);
        idleWorkBegan();
        // What idle work adds to the screen renders in slices a tap can interrupt (issue 38).
        startTransition(() => setIdle(true));
      };
      handle = hasIdle ? window.requestIdleCallback(done, { timeout: 2_000 }) : window.setTimeout(done, 0);
    }, settleMs);
    return () => {
      window.clearTimeout(settle);
      if (handle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [ready, idle, settleMs]);
  return idle;
}
