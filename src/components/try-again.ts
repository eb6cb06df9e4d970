import { emitTransportEvent } from '@/lib/http/transport-events';
import { connectivity } from '@/lib/network/connectivity';

/**
 * Try again is an action the teacher took: with the device offline it cannot reach the host, and the spec's
 * network-lost notice says so (once: it is not stacked while it shows), beside the screen's own state rather
 * than instead of it. The screen asks again anyway, and comes back by itself when the network does.
 */
export function tryAgain(retry: () => unknown): void {
  if (connectivity.isOffline()) emitTransportEvent('network-lost');
  void retry();
}
