import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
const listFor = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

/**
 * Whether a media query matches, right from the first render. Mantine's `useMediaQuery` answers
 * false first and the truth one render later: on a phone the shell, the booking calendar and the
 * full-screen dialogs drew their desktop layout, then all of it again (in the dashboard's first
 * commit, a synchronous re-render of the whole shell).
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}
