/**
 * Stands in for `@/lib/query/recovery` in component tests: `vi.mock('@/lib/query/recovery', () => import('@/test/recovery'))`,
 * then `networkBack()` tells the listeners, as the recovery does when the device or the host is back.
 */
const listeners = new Set<() => void>();

export function onRecovery(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const networkBack = (): void => listeners.forEach((listener) => listener());
