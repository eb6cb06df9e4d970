import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first `first` items on the render that mounts it, then the whole list in a transition
 * right after: what a first screen shows commits (and paints) without waiting for the rows below it
 * (issue 30: on a phone the first class card came after all twelve of the page). Once whole, it
 * stays whole: a list that changes later (a page, a refetch) renders at once.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(() => items.length <= first);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? items : items.slice(0, first);
}
