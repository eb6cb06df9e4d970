import { describe, expect, it } from 'vitest';
import { traceTask } from './trace-fixture';
import { beforeFirstCard, chainDepth, type TracedRequest } from './before-first-card';
import type { TraceEvent } from './main-thread';

const MARK = 'first-card';
const PAGE = { pid: 7, tid: 7 };
const NAV = 'nav-1';
const FRAME = 'frame-1';
type Event = TraceEvent & { args?: { data?: Record<string, unknown>; frame?: string } };
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE): Event => traceTask(atMs, wallMs, cpuMs, where);
const navigation = (atMs: number, id = NAV): Event => ({
  name: 'navigationStart',
  ph: 'R',
  ts: atMs * 1000,
  ...PAGE,
  args: { data: { navigationId: id }, frame: FRAME },
});
const mark = (atMs: number, startTime = atMs): Event => ({
  name: MARK,
  ph: 'R',
  ts: atMs * 1000,
  ...PAGE,
  args: { data: { navigationId: NAV, startTime } },
});
/** A request sent at `sentMs`, its answer starting at `answeredMs`, `bytes` long, from the network unless said. */
const request = (
  id: string,
  sentMs: number,
  answeredMs: number,
  bytes: number,
  from: 'network' | 'worker' | 'cache' = 'network',
  sender: 'page' | 'worker itself' = 'page',
): Event[] => [
  {
    name: 'ResourceSendRequest',
    ph: 'I',
    ts: sentMs * 1000,
    ...PAGE,
    args: { data: { requestId: id, url: `http://127.0.0.1/${id}`, ...(sender === 'page' ? { frame: FRAME } : {}) } },
  },
  {
    name: 'ResourceReceiveResponse',
    ph: 'I',
    ts: answeredMs * 1000,
    ...PAGE,
    args: { data: { requestId: id, fromServiceWorker: from === 'worker', fromCache: from === 'cache' } },
  },
  { name: 'ResourceFinish', ph: 'I', ts: (answeredMs + 1) * 1000, ...PAGE, args: { data: { requestId: id, encodedDataLength: bytes } } },
];

describe('beforeFirstCard', () => {
  it.each([
    {
      case: 'thread time ×4 of the tasks from the navigation to the card; before it and after it do not count',
      events: [task(5, 10, 10), navigation(10), task(20, 100, 25), task(200, 10, 5), mark(300), task(310, 50, 50)],
      figures: { cpuMs: 120, longestMs: 100, requests: 0, networkBytes: 0, withoutNetwork: 0, depth: 0 },
    },
    {
      case: 'a busy machine stretches wall time, not the figure',
      events: [navigation(10), task(20, 900, 25), task(1000, 300, 5), mark(1500)],
      figures: { cpuMs: 120, longestMs: 100, requests: 0, networkBytes: 0, withoutNetwork: 0, depth: 0 },
    },
    {
      case: 'without the navigation event, the mark says how long after it it was set',
      events: [task(150, 10, 10), mark(400, 300)],
      figures: { cpuMs: 40, longestMs: 40, requests: 0, networkBytes: 0, withoutNetwork: 0, depth: 0 },
    },
    {
      case: "the page's requests sent before the card (not the worker's own), the worker's and the cache's answers without bytes",
      events: [
        navigation(0),
        ...request('document', 1, 5, 2000),
        ...request('code', 6, 20, 50_000, 'worker'),
        ...request('style', 6, 20, 9000, 'cache'),
        ...request('rooms', 30, 80, 15_000),
        ...request('precache', 40, 45, 90_000, 'network', 'worker itself'),
        mark(100),
        ...request('profile', 120, 150, 800),
      ],
      figures: { cpuMs: 0, longestMs: 0, requests: 4, networkBytes: 17_000, withoutNetwork: 2, depth: 3 },
    },
    {
      case: 'another page (before the navigation) is not this visit',
      events: [...request('old', 1, 2, 500), task(2, 5, 5), navigation(10), mark(20)],
      figures: { cpuMs: 0, longestMs: 0, requests: 0, networkBytes: 0, withoutNetwork: 0, depth: 0 },
    },
  ])('$case', ({ events, figures }) => {
    expect(beforeFirstCard(events, MARK)).toEqual(figures);
  });

  it('says when the trace has no mark', () => {
    expect(() => beforeFirstCard([navigation(0)], MARK)).toThrow(/no "first-card" mark/);
  });
});

describe('chainDepth', () => {
  const r = (id: string, sentUs: number, answeredUs?: number): TracedRequest => ({
    id,
    url: id,
    sentUs,
    answeredUs,
    fromNetwork: true,
    bytes: 0,
  });
  it.each([
    { case: 'none', requests: [], depth: 0 },
    { case: 'side by side is one round trip', requests: [r('a', 0, 10), r('b', 1, 12), r('c', 2, 11)], depth: 1 },
    { case: 'each after the last answer', requests: [r('a', 0, 10), r('b', 10, 20), r('c', 25, 30)], depth: 3 },
    {
      case: 'the longest chain, through whichever answer came first',
      requests: [r('a', 0, 10), r('b', 0, 50), r('c', 11, 20), r('d', 21, 30), r('e', 51, 60)],
      depth: 4,
    },
    { case: 'an unanswered request ends its chain', requests: [r('a', 0), r('b', 10, 20)], depth: 1 },
  ])('$case: $depth', ({ requests, depth }) => {
    expect(chainDepth(requests)).toBe(depth);
  });
});
