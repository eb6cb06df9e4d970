import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDraft, removeDraft, saveDraft } from './draft-store';

const SAVE_DELAY_MS = 400;

/**
 * Keeps a form's values as a draft under `scope` (e.g. `comment:123`).
 * `restored` is the saved draft once loaded (null when none): apply it to the form, then call
 * `save(values)` on every change (debounced) and `clear()` after a successful submit.
 */
export function useDraft<T>(scope: string) {
  const [state, setState] = useState<{ scope: string; loaded: boolean; restored: T | null }>({ scope, loaded: false, restored: null });
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<{ scope: string; value: T } | null>(null);

  useEffect(() => {
    let active = true;
    void loadDraft<T>(scope).then((restored) => active && setState({ scope, loaded: true, restored }));
    return () => {
      active = false;
    };
  }, [scope]);

  const save = useCallback(
    (value: T) => {
      window.clearTimeout(timer.current);
      pending.current = { scope, value };
      timer.current = window.setTimeout(() => {
        pending.current = null;
        void saveDraft(scope, value);
      }, SAVE_DELAY_MS);
    },
    [scope],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    removeDraft(scope);
  }, [scope]);

  // Leaving the screen flushes a pending save at once: nothing typed is lost.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (pending.current) void saveDraft(pending.current.scope, pending.current.value);
    },
    [],
  );

  const current = state.scope === scope ? state : { loaded: false, restored: null };
  return { loaded: current.loaded, restored: current.restored, save, clear };
}
