import { CPU_SLOWDOWN, topLevelTasks, type TraceEvent } from './main-thread';

/**
 * The work before the first card (issue 38, point 4), read from one Chromium trace of a visit, in figures a
 * busy machine cannot move: the page's main-thread CPU time from its navigation start to the first card
 * (thread time ×CPU_SLOWDOWN, as scripts/model/main-thread.ts counts after it), and the requests made before
 * the card: how many, their bytes from the network, and how many round trips in sequence they took. Pure.
 */

export interface BeforeFirstCard {
  /** Σ thread time of the main thread's top-level tasks from navigation start to the card, ×CPU_SLOWDOWN. */
  cpuMs: number;
  /** The longest of those tasks, ×CPU_SLOWDOWN. */
  longestMs: number;
  requests: number;
  /** Bytes that crossed the network (not from the HTTP cache or answered by the app's worker). */
  networkBytes: number;
  /** Requests answered without the network (HTTP cache, the app's worker). */
  withoutNetwork: number;
  /** The longest chain of requests each sent only after the previous one's answer began. */
  depth: number;
}

/** A request as the trace tells it: sent, answered (the response's start), from the network or not, bytes. */
export interface TracedRequest {
  id: string;
  url: string;
  sentUs: number;
  answeredUs?: number;
  fromNetwork: boolean;
  bytes: number;
}

interface Data {
  navigationId?: string;
  frame?: string;
  requestId?: string;
  url?: string;
  fromCache?: boolean;
  fromServiceWorker?: boolean;
  encodedDataLength?: number;
  startTime?: number;
}
const dataOf = (event: TraceEvent): Data => ((event as TraceEvent & { args?: { data?: Data } }).args?.data ?? {}) as Data;

/** The card's mark and the navigation start of the same document (else the mark's time before it). */
export function visitWindow(
  events: readonly TraceEvent[],
  mark: string,
): { pid: number; tid: number; startUs: number; endUs: number; frame?: string } {
  const marked = events.find((e) => e.name === mark);
  if (!marked) throw new Error(`The trace has no "${mark}" mark`);
  const navigationId = dataOf(marked).navigationId;
  const navigation = events.find((e) => e.name === 'navigationStart' && navigationId && dataOf(e).navigationId === navigationId);
  const startUs = navigation?.ts ?? marked.ts - (dataOf(marked).startTime ?? 0) * 1000;
  const frame = (navigation as (TraceEvent & { args?: { frame?: string } }) | undefined)?.args?.frame;
  return { pid: marked.pid, tid: marked.tid, startUs, endUs: marked.ts, ...(frame ? { frame } : {}) };
}

/** Top-level tasks' thread time (ms) on the thread between the two instants; a nested task is its outer one's. */
export function taskCpuBetween(events: readonly TraceEvent[], pid: number, tid: number, fromUs: number, toUs: number): number[] {
  return topLevelTasks(events, pid, tid)
    .filter((event) => event.ts >= fromUs && event.ts < toUs)
    .map((event) => (event.tdur ?? 0) / 1000);
}

/**
 * Every http(s) request the page (its `frame`, when known) sent in the window, each once: not the app
 * worker's own (its precache is not what the card waits for).
 */
export function requestsBetween(events: readonly TraceEvent[], fromUs: number, toUs: number, frame?: string): TracedRequest[] {
  const byId = new Map<string, TracedRequest>();
  for (const event of events) {
    const data = dataOf(event);
    if (!data.requestId) continue;
    const page = frame === undefined || data.frame === frame;
    if (event.name === 'ResourceSendRequest' && page && /^https?:/.test(data.url ?? '') && event.ts >= fromUs && event.ts < toUs)
      byId.set(data.requestId, { id: data.requestId, url: data.url!, sentUs: event.ts, fromNetwork: true, bytes: 0 });
  }
  for (const event of events) {
    const request = byId.get(dataOf(event).requestId ?? '');
    if (!request) continue;
    const data = dataOf(event);
    if (event.name === 'ResourceReceiveResponse') {
      request.answeredUs = Math.min(request.answeredUs ?? event.ts, event.ts);
      if (data.fromCache || data.fromServiceWorker) request.fromNetwork = false;
    }
    if (event.name === 'ResourceFinish') request.bytes = Math.max(0, data.encodedDataLength ?? 0);
  }
  return [...byId.values()].map((r) => (r.fromNetwork ? r : { ...r, bytes: 0 }));
}

/** Round trips in sequence: a request follows every one whose answer began before it was sent. */
export function chainDepth(requests: readonly TracedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.sentUs - b.sentUs);
  const depth = new Map<string, number>();
  for (const request of sorted) {
    const before = sorted.filter((q) => q.answeredUs !== undefined && q.answeredUs <= request.sentUs).map((q) => depth.get(q.id) ?? 0);
    depth.set(request.id, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}

export function beforeFirstCard(events: readonly TraceEvent[], mark: string, slowdown = CPU_SLOWDOWN): BeforeFirstCard {
  const { pid, tid, startUs, endUs, frame } = visitWindow(events, mark);
  const cpu = taskCpuBetween(events, pid, tid, startUs, endUs).map((ms) => ms * slowdown);
  const requests = requestsBetween(events, startUs, endUs, frame);
  return {
    cpuMs: Math.round(cpu.reduce((sum, ms) => sum + ms, 0)),
    longestMs: Math.round(Math.max(0, ...cpu)),
    requests: requests.length,
    networkBytes: requests.reduce((sum, r) => sum + r.bytes, 0),
    withoutNetwork: requests.filter((r) => !r.fromNetwork).length,
    depth: chainDepth(requests),
  };
}

export const formatBeforeFirstCard = (f: BeforeFirstCard, multiplier = CPU_SLOWDOWN) =>
  `CPU ${f.cpuMs} ms (×${multiplier.toFixed(2)}, longest task ${f.longestMs} ms), ${f.requests} requests (${f.withoutNetwork} without the network), ${(f.networkBytes / 1000).toFixed(1)} kB from the network, ${f.depth} round trips deep`;
