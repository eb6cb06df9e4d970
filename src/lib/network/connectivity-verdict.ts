/**
 * Whether this device has a network, from evidence rather than one flag. `navigator.onLine` can only
 * be trusted when it says false: it says true behind a captive portal, on a Wi-Fi without internet,
 * and in Chromium's first document after an offline reload the app's worker answered (issue 31).
 */
export type Connectivity = 'online' | 'offline' | 'host-down';

export interface ConnectivityEvidence {
  /** `navigator.onLine`. */
  flag: boolean;
  /** The administration host answered a request (any HTTP status). */
  hostAnswered: boolean;
  /** Asks the portal's own origin, past the app's worker: true when it answered. Called only when needed. */
  probeOwnOrigin: () => Promise<boolean>;
}

export async function judgeConnectivity({ flag, hostAnswered, probeOwnOrigin }: ConnectivityEvidence): Promise<Connectivity> {
  if (!flag) return 'offline';
  if (hostAnswered) return 'online';
  // The host did not answer: the device's network, or only the host? The portal's own server tells.
  return (await probeOwnOrigin()) ? 'host-down' : 'offline';
}
