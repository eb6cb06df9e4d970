/**
 * What the transport layer tells the UI. lib/http stays free of React and Mantine;
 * the app shell subscribes and shows the alert, the notification or the logout.
 */
export type TransportEvent = 'maintenance' | 'network-lost' | 'session-expired' | 'storage-failed';

/** `identityId`: whose session expired; the UI acts only while that identity is still signed in. */
export interface TransportDetail {
  identityId?: string;
}

type Listener = (event: TransportEvent, detail: TransportDetail) => void;
const listeners = new Set<Listener>();

/** Events nobody heard yet: a first screen's answers (the early reads', its loader's) can come before the UI listens. */
const unheard: [TransportEvent, TransportDetail][] = [];
const MAX_UNHEARD = 10;

export function onTransportEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const [event, detail] of unheard.splice(0)) listener(event, detail);
  return () => listeners.delete(listener);
}

export function emitTransportEvent(event: TransportEvent, detail: TransportDetail = {}): void {
  if (listeners.size === 0) {
    unheard.push([event, detail]);
    if (unheard.length > MAX_UNHEARD) unheard.shift();
    return;
  }
  for (const listener of listeners) listener(event, detail);
}
