import { useState } from 'react';
import { keepPlaces } from '../model/review-queue';

/**
 * `ordered` as the teacher has been seeing it (see keepPlaces): the order shown is remembered per
 * `listKey` (the filter) and starts afresh when the list is another one. While `stale` (the previous
 * filter's list is still on screen) nothing is remembered.
 */
export function useKeptPlaces<T extends { id: number }>(ordered: readonly T[], listKey: string, stale: boolean): T[] {
  const [shown, setShown] = useState<{ key: string; ids: readonly number[] }>({ key: listKey, ids: [] });
  const placed = keepPlaces(shown.key === listKey || stale ? shown.ids : [], ordered);
  if (!stale && (shown.key !== listKey || !sameIds(shown.ids, placed))) {
    // Remembered during render (React's "state from the previous render"): no effect, no second paint.
    setShown({ key: listKey, ids: placed.map((entry) => entry.id) });
  }
  return placed;
}

const sameIds = (ids: readonly number[], entries: readonly { id: number }[]) =>
  ids.length === entries.length && entries.every((entry, i) => entry.id === ids[i]);
