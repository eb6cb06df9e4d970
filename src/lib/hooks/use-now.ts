import { useEffect, useState } from 'react';

/**
 * The current time, re-read on every whole `intervalMs` of the clock (each :00 and :30 for 30 s),
 * so what depends on whole minutes (a class start, "in 15 min") changes at that very moment and
 * every screen reading it moves together. A controlled clock in tests drives it.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer = 0;
    const next = () => {
      timer = window.setTimeout(
        () => {
          setNow(new Date());
          next();
        },
        intervalMs - (Date.now() % intervalMs),
      );
    };
    next();
    return () => window.clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
