import { useEffect, useRef } from 'react';
import { codeAgain } from '@/lib/network/code-again';

/**
 * While `failure` is set (code that could not be downloaded, shown as such; a new value for each failure),
 * `onAgain` is called when that code is to be asked again with the device judged online (lib/network/code-again.ts).
 */
export function useCodeAgain(failure: unknown, onAgain: () => void): void {
  const latest = useRef(onAgain);
  useEffect(() => {
    latest.current = onAgain;
  });
  useEffect(() => {
    if (!failure) return;
    void codeAgain.failed();
    return codeAgain.subscribe(() => latest.current());
  }, [failure]);
}
