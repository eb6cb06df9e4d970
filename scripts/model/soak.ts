/**
 * The soak's choices and verdict (scripts/soak.ts drives the browser). Pure: a seeded random
 * source in, plans and a verdict out, so a failing soak can be replayed with the same seed.
 */
import type { FaultRule } from '../../mocks/lib/faults';

/** mulberry32: a small, good-enough seeded generator (the same seed gives the same walk). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

const API = '/api/v1/';

/** The fault situations a step may run under (none half the time). */
export const FAULT_MENU: readonly { name: string; rules: FaultRule[] }[] = [
  { name: 'none', rules: [] },
  { name: 'none', rules: [] },
  { name: 'none', rules: [] },
  { name: '503 twice', rules: [{ kind: 'status', status: 503, match: API, count: 2 }] },
  { name: '500 once', rules: [{ kind: 'status', status: 500, match: API, count: 1 }] },
  { name: 'dropped twice', rules: [{ kind: 'drop', match: API, count: 2 }] },
  { name: 'slow host', rules: [{ kind: 'slow', delayMs: 1500, match: API, count: 4 }] },
  { name: 'malformed once', rules: [{ kind: 'malformed', match: API, count: 1 }] },
  { name: '401 storm', rules: [{ kind: 'expire-tokens' }] },
  { name: 'refresh refused', rules: [{ kind: 'expire-tokens' }, { kind: 'refresh-fails', count: 1 }] },
  { name: 'chat dropped', rules: [{ kind: 'drop', match: '/demo-chat/', count: 2 }] },
];

/**
 * The app's own files (code and stylesheets) refused for a while, as a deployment or a flaky edge does, while the
 * page moves to another screen: from 1 s to 6 s. No page is ever left blank by it (issue 46).
 */
export const codeLoadsFailFor = (random: () => number): number => 1_000 + Math.floor(random() * 5_000);
/** The build's files a code-load fault refuses (not the page itself: a reload then is the browser's error page). */
export const isAppCodeFile = (url: string): boolean => /\/assets\/[^?#]+\.(js|css)([?#]|$)/.test(url);

/** Every screen promises to come back by itself once the network does (lib/query/recovery.ts). */
export const NETWORK_BACK_WITHIN_MS = 5_000;
/**
 * And once its host does: found by the recovery's next ask, on its backoff, so within the 35 s that
 * `npm run sim:outage` holds for 95 % of a school's tabs.
 */
export const HOST_BACK_WITHIN_MS = 35_000;
/** A gateway in front of a host that is down: every API request answered 503 until the outage ends. */
export const GATEWAY_OUTAGE: FaultRule[] = [{ kind: 'status', status: 503, match: API }];

export type Action = 'open-screen' | 'network-drop' | 'host-outage' | 'code-loads-fail' | 'send-message' | 'reload' | 'switch-language';

export function nextAction(random: () => number): Action {
  const roll = random();
  if (roll < 0.44) return 'open-screen';
  if (roll < 0.56) return 'network-drop';
  if (roll < 0.62) return 'host-outage';
  if (roll < 0.7) return 'code-loads-fail';
  if (roll < 0.85) return 'send-message';
  if (roll < 0.95) return 'reload';
  return 'switch-language';
}

export interface SoakLog {
  steps: number;
  uncaught: string[];
  consoleErrors: string[];
  whiteScreens: string[];
  stuck: string[];
  /** Steps after which a screen still showed a failed or offline state 5 s after the network came back. */
  stuckAfterNetwork: string[];
  /** Steps after which a screen still showed a failed or last-known state 35 s after its host came back. */
  stuckAfterHost: string[];
  /** Steps whose navigation the browser refused or could not complete: a failure, never a screen. */
  navigationFailures: string[];
  /** Alerts whose OK something else on screen covered: the dialogs' texts then. */
  blockedAlerts: string[];
  /** Text of each message sent -> how often it shows in the conversation at the end. */
  sent: Record<string, number>;
}

/** Console errors the faults cause on purpose: the browser reporting a failed or refused request. */
export const isExpectedConsoleError = (text: string): boolean =>
  /^Failed to load resource|net::ERR_|the server responded with a status of (4|5)\d\d/.test(text);

export function verdict(log: SoakLog): { ok: boolean; problems: string[] } {
  const duplicated = Object.entries(log.sent)
    .filter(([, count]) => count > 1)
    .map(([text, count]) => `"${text}" shown ${count} times`);
  const problems = [
    ...log.uncaught.map((e) => `uncaught error: ${e}`),
    ...log.consoleErrors.filter((e) => !isExpectedConsoleError(e)).map((e) => `console error: ${e}`),
    ...log.whiteScreens.map((w) => `white screen: ${w}`),
    ...log.stuck.map((s) => `no heading and no error after a step: ${s}`),
    ...log.stuckAfterNetwork.map((s) => `still failed or offline ${NETWORK_BACK_WITHIN_MS / 1000} s after the network came back: ${s}`),
    ...log.stuckAfterHost.map((s) => `still failed ${HOST_BACK_WITHIN_MS / 1000} s after the host came back: ${s}`),
    ...log.navigationFailures.map((n) => `navigation failed: ${n}`),
    ...log.blockedAlerts.map((b) => `an alert's OK covered: ${b}`),
    ...duplicated.map((d) => `duplicated record: ${d}`),
  ];
  return { ok: problems.length === 0 && log.steps > 0, problems };
}
