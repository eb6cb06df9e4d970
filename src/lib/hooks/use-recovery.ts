import { useEffect, useRef } from 'react';
import { onRecovery } from '@/lib/query/recovery';

/** Calls `onBack` each time the device or the host is back after a failure (lib/query/recovery.ts). */
export function useRecovery(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => onRecovery(() => latest.current()), []);
}
