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

export function onTransportEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitTransportEvent(event: TransportEvent, detail: TransportDetail = {}): void {
  for (const listener of listeners) listener(event, detail);
}
