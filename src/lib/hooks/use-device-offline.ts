import { useSyncExternalStore } from 'react';
import { connectivity } from '@/lib/network/connectivity';

/** Whether this device is judged offline (lib/network/connectivity.ts): not merely the host unreachable. */
export const useDeviceOffline = (): boolean => useSyncExternalStore(connectivity.subscribe, connectivity.isOffline, () => false);
