import { startTransition, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../after-load';

let loaded = false;

/**
 * True once the page has loaded and the browser then had an idle moment: what only decorates a
 * screen (the header's photo) is fetched after the first screen's own requests, never among them.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    afterLoadWhenIdle(() => {
      loaded = true;
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
