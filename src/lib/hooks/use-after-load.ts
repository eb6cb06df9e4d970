import { startTransition, useEffect, useState } from 'react';
import { afterIdleWork, afterLoadWhenIdle } from '../after-load';

type Moment = 'load' | 'idle-work';
const reached: Record<Moment, boolean> = { load: false, 'idle-work': false };
const schedule: Record<Moment, (work: () => void) => void> = { load: afterLoadWhenIdle, 'idle-work': afterIdleWork };

/**
 * True once the page has loaded and the browser then had an idle moment ('load'), or once the page's own
 * idle work has begun ('idle-work', after-load.ts): what only decorates a screen (the header's photo) or
 * may never be needed (the notification stack's code) stays out of the first screen's requests.
 */
export function useAfterLoad(moment: Moment = 'load'): boolean {
  const [ready, setReady] = useState(reached[moment]);
  useEffect(() => {
    if (ready) return;
    let live = true;
    schedule[moment](() => {
      reached[moment] = true;
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready, moment]);
  return ready;
}
