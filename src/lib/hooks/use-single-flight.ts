import { useCallback, useEffect, useRef, useState } from 'react';

type Task = (unmounted: AbortSignal) => Promise<unknown>;

/**
 * One run at a time: a call while a task runs is dropped (the double-submit guard of every save,
 * send and class action). The ref answers at once, in the same click; a mutation's own isPending
 * arrives a tick later (TanStack Query notifies on a timer), after a fast double click has landed.
 * `busy` is true from the call until the task settles.
 *
 * The task owns its failure (it shows it, or leaves it on the mutation's `error`): `run` never
 * rejects. The task's signal aborts when the component unmounts; work after an await that only
 * concerns this screen (navigate, reset the form) checks it, work that must happen anyway (saying
 * the outcome after the card left the list) does not.
 */
export function useSingleFlight(): [busy: boolean, run: (task: Task) => Promise<void>] {
  const running = useRef(false);
  const life = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    life.current = controller;
    return () => controller.abort();
  }, []);

  const run = useCallback(async (task: Task) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const unmounted = (life.current ?? new AbortController()).signal;
    try {
      await task(unmounted);
    } catch {
      // The task's own to show (see above).
    } finally {
      running.current = false;
      if (!unmounted.aborted) setBusy(false);
    }
  }, []);

  return [busy, run];
}
