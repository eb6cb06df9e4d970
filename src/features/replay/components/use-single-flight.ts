import { useCallback, useRef, useState } from 'react';

/**
 * One save at a time: a second tap while one runs is dropped. The ref answers at once, and
 * `busy` disables the button in the same click; a mutation's own isPending arrives a tick later
 * (TanStack Query notifies on a timer), after a fast double click has already landed.
 * A failure stays on the mutation (its `error`), for the form to show with "Try again".
 */
export function useSingleFlight(): [busy: boolean, run: (task: () => Promise<unknown>) => void] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void task()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return [busy, run];
}
