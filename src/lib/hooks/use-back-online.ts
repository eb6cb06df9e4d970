import { useEffect, useRef } from 'react';
import { connectivity } from '@/lib/network/connectivity';

/** Calls `onBack` each time the device, judged offline, is judged online again (lib/network/connectivity.ts). */
export function useBackOnline(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    let offline = connectivity.isOffline();
    return connectivity.subscribe(() => {
      const wasOffline = offline;
      offline = connectivity.isOffline();
      if (wasOffline && !offline) latest.current();
    });
  }, []);
}
