/**
 * `npm run perf:boot`: where a phone's main thread spends the time from navigation to the first class
 * card of /dashboard (issue 30, point 1). The production build for the demo host over HTTP, with hidden
 * source maps, behind Debian's nginx (as `npm run perf:repeat`), Chromium on Lighthouse's mobile profile
 * (a CPU 4x slower than the reference machine, calibrated; slow 4G). PERF_RUNS times (default 3): a first visit, then a second one once the app's
 * worker is installed and a later one (the third: see VISIT_KINDS), each with a performance trace (tasks and the V8 sampling profiler). Each task's
 * time goes to a cause (scripts/model/boot-profile.ts); the table is the median of the runs per cause.
 * Writes perf-report/boot-profile.md. A figure is only compared with one from the same session.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { FIRST_CONTENT_MARK, leaveForTheDay, phoneContext, visit } from './lib/repeat-visits';
import { calibratedSlowdown } from './lib/lighthouse-benchmark';
import { describeCalibration } from './model/calibration';
import { signInThroughForm } from './lib/sign-in';
import { bootProfile, type CallFrame, profileRows, samplesOf, selfSpans, type TraceEvent } from './model/boot-profile';
import { sourceLookup } from './model/source-map-bytes';

const OUT_DIR = '.perf-boot-build';
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const KINDS = ['first visit', 'second visit, app worker', 'later visit, app worker'] as const;
type Kind = (typeof KINDS)[number];

/** A frame's source module, read from the build's hidden source maps. */
function sourcesOfBuild(): (frame: CallFrame) => string | null {
  const lookups = new Map<string, ((line: number, column: number) => string | null) | null>();
  return ({ url, lineNumber, columnNumber }) => {
    const file = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
    if (!file) return null;
    if (!lookups.has(file)) {
      try {
        lookups.set(file, sourceLookup(JSON.parse(readFileSync(join(OUT_DIR, `${file}.map`), 'utf8'))));
      } catch {
        lookups.set(file, null);
      }
    }
    return lookups.get(file)?.(lineNumber, columnNumber) ?? null;
  };
}

/** Milliseconds by cause of one traced visit, from its navigation to its first content. */
function profileOf(trace: Buffer, msToCard: number, sourceOf: (frame: CallFrame) => string | null): Map<string, number> {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The mark is set on the page's main thread: that thread, in the renderer the navigation ended in.
  const mark = events.find((e) => e.name === FIRST_CONTENT_MARK);
  if (!mark) throw new Error('The trace has no first-content mark');
  const main = { pid: mark.pid, tid: mark.tid };
  // The mark's time is from the document's time origin, its navigation start (a trace may lack the
  // navigationStart event of a renderer started before tracing).
  const end = mark.ts;
  const start = end - msToCard * 1000;
  const spans = selfSpans(
    events.filter((e) => e.pid === main.pid && e.tid === main.tid),
    start,
    end,
  );
  return bootProfile(spans, samplesOf(events, main.pid, main.tid), sourceOf);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

function markdown(runs: Record<Kind, { ms: number; byCause: Map<string, number> }[]>, started: Date, loads: string): string {
  const lines = [
    '# Boot profile: /dashboard to its first class card, mobile profile',
    '',
    `Run ${started.toISOString()} on ${cpus().length} CPU(s), ${RUNS} run(s) per visit; load average (1 min) ${loads}.`,
    'Main-thread milliseconds from navigation start to the first class card, by cause (median of the runs per cause,',
    'so the rows need not add up to the median total). Time to the card is wall time (network included).',
    '',
    `| cause | ${KINDS.join(' | ')} |`,
    `| --- | ${KINDS.map(() => '---:').join(' | ')} |`,
  ];
  // Each run's rows once (cause -> ms), read for every cell.
  const rows = Object.fromEntries(
    KINDS.map((kind) => [kind, runs[kind].map((run) => new Map(profileRows(run.byCause).map((row) => [row.cause, row.ms])))]),
  ) as Record<Kind, Map<string, number>[]>;
  const causes = new Set(KINDS.flatMap((kind) => rows[kind].flatMap((run) => [...run.keys()])));
  const cell = (kind: Kind, cause: string) => median(rows[kind].map((run) => run.get(cause) ?? 0));
  const ordered = [...causes].filter((c) => c !== 'total').sort((a, b) => cell(KINDS[0], b) - cell(KINDS[0], a));
  for (const cause of [...ordered, 'total']) lines.push(`| ${cause} | ${KINDS.map((kind) => cell(kind, cause)).join(' | ')} |`);
  lines.push(`| time to the first card (ms) | ${KINDS.map((kind) => median(runs[kind].map((run) => run.ms))).join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const running: Running[] = [];
  let browser: Browser | undefined;
  const started = new Date();
  const loadAtStart = loadavg()[0]!.toFixed(1);
  try {
    const host = await startDemoHost();
    running.push(host);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url, sourcemap: true });
    const nginx = await startNginx(OUT_DIR);
    running.push(nginx);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const signIn = await browser.newContext({ serviceWorkers: 'block' });
    await signInThroughForm(await signIn.newPage(), nginx.url);
    const signedIn = JSON.stringify(await signIn.storageState());
    await signIn.close();
    const sourceOf = sourcesOfBuild();
    const runs = Object.fromEntries(KINDS.map((kind) => [kind, []])) as unknown as Record<
      Kind,
      { ms: number; byCause: Map<string, number> }[]
    >;
    for (let run = 0; run < RUNS; run += 1) {
      const calibration = await calibratedSlowdown(browser);
      const context = await phoneContext(browser, signedIn, true);
      const said: string[] = [describeCalibration(calibration)];
      for (const kind of KINDS) {
        const page = await context.newPage();
        const traced = await visit(page, nginx.url, '/dashboard', kind, calibration, true);
        await leaveForTheDay(page, true);
        // Kept beside the build, to open in DevTools' Performance panel.
        writeFileSync(join(OUT_DIR, `trace-${kind.split(' ')[0]}-${run + 1}.json`), traced.trace!);
        runs[kind].push({ ms: traced.ms, byCause: profileOf(traced.trace!, traced.ms, sourceOf) });
        said.push(`${kind} ${traced.ms} ms`);
      }
      await context.close();
      console.info(`run ${run + 1}: ${said.join(', ')}`);
    }
    const report = markdown(runs, started, `${loadAtStart} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
    mkdirSync('perf-report', { recursive: true });
    writeFileSync('perf-report/boot-profile.md', report);
    console.info(report);
  } finally {
    await browser?.close();
    for (const process of running.reverse()) await process.stop();
  }
}

await main();
