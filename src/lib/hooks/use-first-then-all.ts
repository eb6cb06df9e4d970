import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first `first` items on the render that mounts it, then `first` more in each transition
 * after, until whole: what a first screen shows commits (and paints) without waiting for the rows
 * below it (issue 30: on a phone the first class card came after all twelve of the page), and no
 * commit holds more than a row (issue 38: the other nine cards' commit and layout were one long task
 * on a phone). Once whole, it stays whole: a list that changes later (a page, a refetch) renders at once.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const [count, setCount] = useState(() => (items.length <= first ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (count === Number.POSITIVE_INFINITY) return;
    startTransition(() => setCount(count + first >= items.length ? Number.POSITIVE_INFINITY : count + first));
  }, [count, first, items.length]);
  return count === Number.POSITIVE_INFINITY ? items : items.slice(0, count);
}
