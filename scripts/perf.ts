/**
 * `npm run perf`: Lighthouse 12 in Debian's Chromium against what would be deployed: a production
 * build for a real host (the demo host over HTTP on 127.0.0.1), served by Debian's nginx with
 * deploy/nginx.conf (CSP and security headers, caching, the build's brotli copies). /login and
 * /dashboard (signed in, cold cache), desktop and mobile presets, each PERF_RUNS times (default 3):
 * the report shows the median run and the spread (scripts/model/perf-report.ts).
 *
 * Writes perf-report/perf.md (committed: the record of a run) and, per page and preset, the median
 * run's Lighthouse JSON (perf-report/<page>-<preset>.json, ~1 MB each, git-ignored: open it in the
 * Lighthouse viewer to see why a run scored as it did). The other runs' reports are not kept.
 *
 * Its figures are of this session only: to judge a change, run `npm run perf -- --against <commit>`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startDebugChromium } from './lib/chromium-debug';
import { audit, signInForAudits } from './lib/lighthouse';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { describeCalibration } from './model/calibration';
import { perfMarkdown, type PerfRow, type PerfSummary, summarizeRuns, toPerfRow } from './model/perf-report';

const OUT_DIR = '.perf-build';
const REPORT_DIR = 'perf-report';

/** Lighthouse runs per page and preset: PERF_RUNS, default 3 (the median of three). */
function runCount(): number {
  const runs = Number(process.env.PERF_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`PERF_RUNS must be a whole number of runs, at least 1: ${process.env.PERF_RUNS}`);
  return runs;
}

async function main(): Promise<void> {
  const running: Running[] = [];
  const started = new Date();
  const loadAtStart = loadavg()[0]!;
  const runs = runCount();
  try {
    const host = await startDemoHost();
    running.push(host);
    console.info(`Demo host on ${host.url}; building for it…`);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url });
    const nginx = await startNginx(OUT_DIR);
    running.push(nginx);
    const chrome = await startDebugChromium();
    running.push(chrome);
    console.info(`nginx serves the build on ${nginx.url}; Lighthouse runs in Chromium on port ${chrome.port}`);

    // The previous run's JSON goes (it would not match the new perf.md); the other tools' records in the folder stay.
    mkdirSync(REPORT_DIR, { recursive: true });
    for (const file of readdirSync(REPORT_DIR)) if (file.endsWith('.json')) rmSync(`${REPORT_DIR}/${file}`, { force: true });
    const summaries: PerfSummary[] = [];
    let disconnect = async () => {};
    // /login first, as a first visitor; then sign in once and audit /dashboard signed in.
    for (const page of ['/login', '/dashboard'] as const) {
      if (page === '/dashboard') disconnect = await signInForAudits(chrome.port, nginx.url);
      for (const preset of ['desktop', 'mobile'] as const) {
        const rows: PerfRow[] = [];
        const reports: string[] = [];
        for (let run = 1; run <= runs; run++) {
          // A query of its own per run: Lighthouse's trace loses the navigation when the tab is already on that URL.
          const url = `${nginx.url}/?audit=${preset}-${run}#${page}`;
          try {
            const result = await audit(chrome.port, url, preset);
            const lighthouseBenchmark = result.lhr.environment.benchmarkIndex;
            const row = toPerfRow(page, preset, result.lhr, result.calibration.benchmark);
            rows.push(row);
            reports.push(result.report as string);
            console.info(
              `${page} ${preset} run ${run}/${runs}: performance ${row.scores.performance}, TBT ${Math.round(row.metrics.tbt)} ms, LCP ${Math.round(row.metrics.lcp)} ms (unthrottled ${Math.round(row.observedLcp)} ms), requests ${row.requests}, ${describeCalibration(result.calibration)}, Lighthouse's own benchmark ${Math.round(lighthouseBenchmark)}`,
            );
          } catch (error) {
            // One failed run does not lose the others: the report says how many runs counted.
            console.error(`${page} ${preset} run ${run}/${runs} failed: ${(error as Error).message}`);
          }
        }
        const summary = summarizeRuns(page, preset, rows, runs);
        summaries.push(summary);
        if (summary.medianIndex >= 0) writeFileSync(`${REPORT_DIR}/${page.slice(1)}-${preset}.json`, reports[summary.medianIndex]!);
      }
    }
    await disconnect();
    const context =
      `Run ${started.toISOString()} on ${cpus().length} CPU(s), ${runs} Lighthouse 12 run(s) per page and preset, simulated throttling ` +
      '(mobile: slow 4G and the CPU of a phone 4x slower than the reference machine; desktop: the desktop preset on the reference machine; ' +
      "each run slowed by the multiplier its thread-time benchmark gives, its trace's main-thread tasks in thread time: scripts/model/calibration.ts), served by deploy/nginx.conf (brotli). " +
      `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end: scores vary with machine load, compare runs made on an idle machine.`;
    const markdown = perfMarkdown(summaries, context);
    writeFileSync(`${REPORT_DIR}/perf.md`, markdown);
    console.info(`\nWrote ${REPORT_DIR}/perf.md and each median run's JSON\n`);
    console.info(markdown);
  } finally {
    // Every process is stopped even when one of them fails to stop; a failed cleanup does not fail the run.
    for (const process of running.reverse()) {
      await process.stop().catch((error: unknown) => console.warn(`Could not stop a helper process: ${(error as Error).message}`));
    }
    rmSync(OUT_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

// `npm run perf -- --against <commit>`: a paired run of this tree and that commit (scripts/perf-pair.ts).
if (process.argv.includes('--against')) await (await import('./perf-pair')).pairedPerf(process.argv.slice(2));
else await main();
