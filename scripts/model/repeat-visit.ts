/**
 * `npm run perf:repeat` (scripts/perf-repeat.ts): what a returning teacher's visit costs, first visit
 * against second visits (HTTP cache only; with the app's worker) and a later one. Pure: what the browser reported in,
 * rows and the report out.
 */

/**
 * A later visit is the third. The second visit with the worker pays once for Chromium writing down the
 * compiled code of the scripts it ran (`v8.produceModuleCache`: 220-290 ms of the 4x-throttled main thread
 * for the first file, before the first card); the later visits do not, and stand for a teacher's every day.
 * (In these runs' browser contexts the third visit compiles afresh: the written code is not read back.)
 */
export const VISIT_KINDS = ['first visit', 'second visit, HTTP cache only', 'second visit, app worker', 'later visit, app worker'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** Where a response came from, as Chromium's DevTools protocol says (Network.responseReceived). */
export interface ResponseOrigin {
  fromDiskCache?: boolean;
  fromServiceWorker?: boolean;
  fromPrefetchCache?: boolean;
  /** Network.requestServedFromCache was sent for it (the memory cache). */
  servedFromCache?: boolean;
}

/** Whether the bytes of a response crossed the network (not the HTTP cache, nor the worker's cache). */
export const fromNetwork = (origin: ResponseOrigin): boolean =>
  !origin.fromDiskCache && !origin.fromServiceWorker && !origin.fromPrefetchCache && !origin.servedFromCache;

export interface Fetched {
  url: string;
  /** Bytes on the wire (Network.loadingFinished encodedDataLength). */
  bytes: number;
  network: boolean;
}

export interface Visit {
  page: string;
  kind: VisitKind;
  /** From navigation start to the first class card (/dashboard) or the sign-in form (/login). */
  ms: number;
  fetched: Fetched[];
  /** The CPU slowdown the visit ran at: the phone, calibrated to the machine by its benchmark (scripts/model/calibration.ts). */
  slowdown: number;
  /** The machine's benchmark (Lighthouse's scale) that slowdown came from. */
  benchmark: number;
}

export interface VisitRow {
  page: string;
  kind: VisitKind;
  runs: number;
  /** Medians over the runs. */
  ms: number;
  appBytes: number;
  hostBytes: number;
  /** The app's own files fetched from the network in the median run (by time), e.g. `index.html`. */
  appFiles: string[];
  /** Lowest and highest CPU slowdown and benchmark of the runs. */
  slowdown: [number, number];
  benchmark: [number, number];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** Sums one visit's network bytes: the app's own files (its origin) and everything else (the host). */
export function networkBytes(visit: Visit, appOrigin: string): { appBytes: number; hostBytes: number; appFiles: string[] } {
  const network = visit.fetched.filter((item) => item.network);
  const own = network.filter((item) => new URL(item.url).origin === appOrigin);
  const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.bytes, 0);
  return {
    appBytes: sum(own),
    hostBytes: sum(network) - sum(own),
    appFiles: own.map((item) => new URL(item.url).pathname.replace(/^\/$/, '/ (index.html)')),
  };
}

const extent = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
const span = ([low, high]: [number, number], show: (value: number) => string) =>
  show(low) === show(high) ? show(low) : `${show(low)}–${show(high)}`;

/** One row per page and kind, medians over its runs. */
export function summarize(visits: readonly Visit[], appOrigin: string): VisitRow[] {
  const rows: VisitRow[] = [];
  for (const page of [...new Set(visits.map((visit) => visit.page))]) {
    for (const kind of VISIT_KINDS) {
      const runs = visits.filter((visit) => visit.page === page && visit.kind === kind);
      if (runs.length === 0) continue;
      const bytes = runs.map((visit) => networkBytes(visit, appOrigin));
      const ms = median(runs.map((visit) => visit.ms));
      const medianRun = runs.findIndex((visit) => visit.ms === ms);
      rows.push({
        page,
        kind,
        runs: runs.length,
        ms,
        appBytes: median(bytes.map((b) => b.appBytes)),
        hostBytes: median(bytes.map((b) => b.hostBytes)),
        appFiles: bytes[medianRun === -1 ? 0 : medianRun]!.appFiles,
        slowdown: extent(runs.map((visit) => visit.slowdown)),
        benchmark: extent(runs.map((visit) => visit.benchmark)),
      });
    }
  }
  return rows;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function repeatVisitMarkdown(rows: readonly VisitRow[], meta: { date: string; machine: string; profile: string }): string {
  const files = (row: VisitRow) =>
    row.appFiles.length === 0 ? 'none' : row.appFiles.length > 4 ? `${row.appFiles.length} files` : row.appFiles.join(', ');
  return [
    '# Repeat visits (`npm run perf:repeat`)',
    '',
    `${meta.date}; ${meta.machine}; ${meta.profile}.`,
    '',
    'Each visit runs at the CPU slowdown that makes this machine the phone (4x slower than the reference machine),',
    "from Lighthouse's benchmark read just before its first visit (scripts/model/calibration.ts).",
    '',
    '| page | visit | runs | to first class card / sign-in form (median) | app files from the network | bytes: app | bytes: host answers | CPU benchmark | CPU slowdown |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.kind} | ${row.runs} | ${row.ms} ms | ${files(row)} | ${kB(row.appBytes)} | ${kB(row.hostBytes)} | ${span(row.benchmark, (v) => String(Math.round(v)))} | ${span(row.slowdown, (v) => `×${v.toFixed(2)}`)} |`,
    ),
    '',
  ].join('\n');
}
