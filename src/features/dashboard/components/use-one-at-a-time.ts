import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a tap while one runs is ignored. The ref answers at once; the
 * mutation's isPending arrives a render later, after a fast double click has already landed.
 * `busy` drives the button's loading (and disabled) state.
 */
export function useOneAtATime(): [busy: boolean, run: (task: () => Promise<void>) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
