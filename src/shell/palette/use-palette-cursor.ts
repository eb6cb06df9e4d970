import { type KeyboardEvent, useEffect, useState } from 'react';
import { type PaletteEntry, stepIndex } from './model/palette-groups';

/** An option's id in the list `listId`, named by the field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The active option, as React state named by aria-activedescendant (Spotlight's own tells no one): by id, so it stays
 * active while it is listed, else the first one is. Arrows move it, Enter runs it, and it is scrolled into view.
 */
export function usePaletteCursor(entries: readonly PaletteEntry[], listId: string, run: (entry: PaletteEntry) => void) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const active =
    entries.length === 0
      ? -1
      : Math.max(
          0,
          entries.findIndex((entry) => entry.id === activeId),
        );
  useEffect(() => {
    document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME (pinyin) is choosing characters
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = stepIndex(active, event.key === 'ArrowDown' ? 1 : -1, entries.length);
      if (next >= 0) setActiveId(entries[next]!.id);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      run(entries[active]!);
    }
  };

  return {
    active,
    activeDescendant: active >= 0 ? optionId(listId, active) : undefined,
    onKeyDown,
    /** Back to the first option (the query changed). */
    reset: () => setActiveId(null),
  };
}
