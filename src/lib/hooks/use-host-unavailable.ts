import { useSyncExternalStore } from 'react';
import { connectivity, type HostOrigin } from '@/lib/network/connectivity';

/**
 * Whether a host is unavailable (lib/network/connectivity.ts `hostDownSeen`): a request of it failed with no answer
 * or a gateway's while the device was judged online, and none has been answered since. A screen showing kept data
 * says so at once, not only once its own refetch has failed.
 */
export const useHostUnavailable = (origin: HostOrigin = 'school'): boolean =>
  useSyncExternalStore(
    connectivity.subscribeHost,
    () => connectivity.hostDownSeen(origin),
    () => false,
  );
