import { useCallback, useState } from 'react';

/** A text field's value that is also saved as a draft on every change (see useDraft). */
export function useDraftText(initial: string, save: (value: string) => void): [string, (value: string) => void] {
  const [value, setValue] = useState(initial);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      save(next);
    },
    [save],
  );
  return [value, set];
}
