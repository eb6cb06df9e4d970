import { BACKOFF_FIRST_MS, createRecoveryPolicy, type Next } from '../../src/lib/network/recovery-policy';
import { seededRandom } from './soak';

/**
 * What the school's host sees from a fleet of tabs through an outage (issue 46, point 4), in virtual time.
 * Each tab runs the app's own recovery policy (src/lib/network/recovery-policy.ts, imported, not copied);
 * the request a tab makes is modelled on the HTTP layer: the first failure of a read carries the spec's
 * retries (3 × 1 s; two 10 s attempts inside the read's 15 s deadline when nothing answers), an ask
 * made once the host is known unavailable is one attempt, and an answered ask also refetches the tab's
 * other failed reads. Pure and seeded: the same options give the same figures.
 */

export type FailureMode = 'refused' | '503' | 'no answer';
export const FAILURE_MODES: readonly FailureMode[] = ['refused', '503', 'no answer'];

export interface SimOptions {
  tabs: number;
  /** Share of the tabs in view; a hidden tab asks nothing. */
  visibleShare: number;
  outageMs: number;
  mode: FailureMode;
  seed: number;
  /** When each tab first reads after the outage began: uniformly within this (its phase). */
  phaseMs?: number;
  /** Watched after the host is back. */
  afterMs?: number;
  /** The tab's other reads that failed too, refetched when an ask is answered. */
  otherReads?: number;
  /** The policy each tab runs: the app's, or another to compare (the fixed 1 s probe it replaced). */
  policy?: PolicyFactory;
}

type Policy = Pick<ReturnType<typeof createRecoveryPolicy>, 'failed' | 'answered'>;
export type PolicyFactory = (random: () => number, visible: boolean) => Policy;

export interface SimResult {
  mode: FailureMode;
  tabs: number;
  visibleTabs: number;
  /** Requests the host received, per second of the outage: the highest second and the mean. */
  peakPerSecond: number;
  meanPerSecond: number;
  /** After each tab's first minute of the outage: requests per second per visible tab, and per hidden tab. */
  perVisibleTab: number;
  perHiddenTab: number;
  /** The most first requests (each tab's first after the return) in any 1 s window, and as a share of the tabs. */
  herd: number;
  herdShare: number;
  /** Time from the host's return to each visible tab's first answered read, ms. */
  recovery: { p50: number; p95: number; max: number };
}

/** How long a failed attempt takes, and how many attempts a read's first failure makes (client.ts, request.ts). */
const ATTEMPT: Record<FailureMode, { failsAfterMs: number; firstAttempts: number; spacingMs: number }> = {
  refused: { failsAfterMs: 20, firstAttempts: 4, spacingMs: 1_000 },
  '503': { failsAfterMs: 50, firstAttempts: 4, spacingMs: 1_000 },
  'no answer': { failsAfterMs: 10_000, firstAttempts: 2, spacingMs: 10_000 },
};
const ANSWER_MS = 100;

/** A min-heap of [time, tab] by time. */
class Queue {
  private items: [number, number][] = [];
  push(item: [number, number]): void {
    const items = this.items;
    items.push(item);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (items[parent]![0] <= items[i]![0]) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l]![0] < items[m]![0]) m = l;
        if (r < items.length && items[r]![0] < items[m]![0]) m = r;
        if (m === i) break;
        [items[m], items[i]] = [items[i]!, items[m]!];
        i = m;
      }
    }
    return top;
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export function simulateOutage(options: SimOptions): SimResult {
  const { tabs, visibleShare, outageMs, mode, seed, phaseMs = 60_000, afterMs = 120_000, otherReads = 3 } = options;
  const random = seededRandom(seed);
  const makePolicy = options.policy ?? ((r: () => number, inView: boolean) => createRecoveryPolicy({ random: r, visible: inView }));
  const end = outageMs + afterMs;
  const perSecond = new Array<number>(Math.ceil(end / 1000) + 1).fill(0);
  const firstAfter = new Array<number>(Math.ceil(afterMs / 1000) + 1).fill(0);
  /** The first minute of every tab's outage is over: its first read (and that read's retries) is behind it. */
  const steadyFrom = phaseMs + 60_000;
  let hiddenLater = 0;
  let visibleLater = 0;
  const visible = Array.from({ length: tabs }, () => random() < visibleShare);
  const send = (at: number, tab: number) => {
    perSecond[Math.floor(at / 1000)]!++;
    if (at < steadyFrom || at >= outageMs) return;
    if (visible[tab]) visibleLater++;
    else hiddenLater++;
  };
  const policies = visible.map((inView) => makePolicy(random, inView));
  const recovered = new Array<number>(tabs).fill(Number.NaN);
  const askedAfter = new Array<boolean>(tabs).fill(false);
  const asked = new Array<number>(tabs).fill(0);
  const queue = new Queue();
  // Every tab's first read meets the outage at its own moment (a hidden one's too: it went out of view
  // with a read under way); what follows is the policy's.
  for (let tab = 0; tab < tabs; tab++) queue.push([random() * phaseMs, tab]);
  const { failsAfterMs, firstAttempts, spacingMs } = ATTEMPT[mode];

  for (let event = queue.pop(); event && event[0] < end; event = queue.pop()) {
    const [at, tab] = event;
    const attempts = asked[tab] === 0 ? firstAttempts : 1;
    asked[tab] = asked[tab]! + 1;
    if (at >= outageMs && !askedAfter[tab]) {
      askedAfter[tab] = true;
      firstAfter[Math.floor((at - outageMs) / 1000)]!++;
    }
    // Each attempt while the host is down fails; the first attempt once it is back is answered.
    let t = at;
    let answered = false;
    for (let n = 0; n < attempts; n++, t += spacingMs) {
      send(t, tab);
      if (t >= outageMs) {
        answered = true;
        break;
      }
    }
    if (answered) {
      recovered[tab] = t + ANSWER_MS - outageMs;
      for (let n = 0; n < otherReads; n++) send(t + ANSWER_MS, tab);
      policies[tab]!.answered();
      continue;
    }
    const failedAt = t - spacingMs + failsAfterMs;
    const next: Next = policies[tab]!.failed();
    if (next.ask) queue.push([failedAt + next.inMs, tab]);
  }

  const outageSeconds = perSecond.slice(0, Math.floor(outageMs / 1000));
  const visibleTabs = visible.filter(Boolean).length;
  const hiddenTabs = tabs - visibleTabs;
  const steadySeconds = Math.max(0, (outageMs - steadyFrom) / 1000);
  const times = recovered.filter((ms, tab) => visible[tab] && !Number.isNaN(ms)).sort((a, b) => a - b);
  const unrecovered = visibleTabs - times.length;
  const herd = Math.max(0, ...firstAfter);
  return {
    mode,
    tabs,
    visibleTabs,
    peakPerSecond: Math.max(0, ...outageSeconds),
    meanPerSecond: outageSeconds.reduce((sum, n) => sum + n, 0) / outageSeconds.length,
    perVisibleTab: steadySeconds === 0 || visibleTabs === 0 ? 0 : visibleLater / steadySeconds / visibleTabs,
    perHiddenTab: steadySeconds === 0 || hiddenTabs === 0 ? 0 : hiddenLater / steadySeconds / hiddenTabs,
    herd,
    herdShare: herd / tabs,
    recovery: {
      p50: percentile(times, 0.5),
      p95: unrecovered > visibleTabs * 0.05 ? Number.POSITIVE_INFINITY : percentile(times, 0.95),
      max: unrecovered > 0 ? Number.POSITIVE_INFINITY : (times.at(-1) ?? Number.NaN),
    },
  };
}

/** The probe the policy replaced: the newest failed read asked every second in view, no backoff, no jitter. */
export const fixedProbe =
  (everyMs = BACKOFF_FIRST_MS): PolicyFactory =>
  (_random, visible) => ({
    failed: (): Next => (visible ? { ask: true, inMs: everyMs } : { ask: false }),
    answered: (): Next => ({ ask: false }),
  });
