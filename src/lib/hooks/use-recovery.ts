import { useEffect, useRef } from 'react';
import { onRecovery } from '@/lib/query/recovery';

/**
 * Calls `onBack` each time the device or the host is back after a failure (lib/query/recovery.ts). A return
 * told before the caller was on screen (a failure drawn a moment after another request found the host back)
 * is not heard: `backAlready`, asked once when it starts listening, says whether it came meanwhile.
 */
export function useRecovery(onBack: () => void, backAlready?: () => boolean): void {
  const latest = useRef(onBack);
  const already = useRef(backAlready);
  useEffect(() => {
    latest.current = onBack;
    already.current = backAlready;
  });
  useEffect(() => {
    const stop = onRecovery(() => latest.current());
    if (already.current?.()) latest.current();
    return stop;
  }, []);
}
