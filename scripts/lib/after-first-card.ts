import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type Browser } from '@playwright/test';
import {
  MAX_WINDOW_MS,
  type MainThreadFigures,
  mainThreadFigures,
  QUIET_MS,
  type Task,
  tasksAfterMark,
  WINDOW_MS,
} from '../model/main-thread';
import { type BeforeFirstCard, beforeFirstCard } from '../model/before-first-card';
import { type Calibration, benchmarkFromTrace, calibrate } from '../model/calibration';
import { runBenchmark, TRACE_CATEGORIES, traceEvents } from './cpu-benchmark';
import { leaveForTheDay } from './repeat-visits';
import { FIRST_CONTENT, watchFirstContent } from './first-content';

/**
 * One visit's main-thread work in the WINDOW_MS after its first content (longer while its requests are not quiet) (the first class card, the
 * sign-in form's heading), on a phone's screen (412 px): a performance trace with thread time, read by
 * scripts/model/main-thread.ts. Unthrottled: each task's CPU time is scaled to the reference phone by the
 * multiplier of the CPU benchmark run in the same page and trace, before the navigation and after the
 * window (scripts/model/calibration.ts), so neither how busy nor how fast the machine is moves the figure.
 * For `npm run test:budgets` and the paired runs.
 */

const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };
const MARK = 'perf:after-first-card';
const END_MARK = 'perf:after-first-card-end';
const PROFILER = ['v8', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

export interface AfterFirstCard {
  /** The benchmark of this trace and the multiplier every figure below was scaled by. */
  calibration: Calibration;
  figures: MainThreadFigures;
  /** The same tasks ×4 uncalibrated, as Lighthouse's preset on this machine would read them. */
  rawFigures: MainThreadFigures;
  tasks: Task[];
  /** The same trace before the card: the work the card waited for (scripts/model/before-first-card.ts). */
  before: BeforeFirstCard;
  rawBefore: BeforeFirstCard;
}

export async function afterFirstCard(
  browser: Browser,
  appUrl: string,
  path: '/dashboard' | '/login',
  /** returning: a second visit, once a first one installed the app's worker and kept the schedule offline. */
  options: { storageState?: string; before?: () => Promise<void>; returning?: boolean } = {},
): Promise<AfterFirstCard> {
  const context = await browser.newContext({
    ...PHONE,
    storageState: options.storageState ? JSON.parse(options.storageState) : undefined,
    locale: 'zh-CN',
  });
  try {
    // A returning visit: the first one installs the app's worker and leaves, as a phone's day does.
    if (options.returning) {
      const first = await context.newPage();
      await first.goto(`${appUrl}/#${path}`);
      await first.locator(FIRST_CONTENT[path]!).first().waitFor({ timeout: 60_000 });
      // The schedule kept offline (src/lib/query/offline-copy.ts), written a moment after the answers.
      if (options.storageState)
        await first.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('tp.offline:')), undefined, {
          timeout: 60_000,
        });
      await leaveForTheDay(first, true);
    }
    const page = await context.newPage();
    let inFlight = 0;
    let lastSettled = Date.now();
    page.on('request', () => inFlight++);
    const settled = () => {
      inFlight--;
      lastSettled = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await options.before?.();
    // CPU_PROFILE=1: with V8's sampler, to name the causes in DevTools (it adds its own work to every figure).
    // Tasks and user timing only: the CPU sampler would add its own work to every task.
    await browser.startTracing(page, { categories: process.env.CPU_PROFILE ? [...TRACE_CATEGORIES, ...PROFILER] : TRACE_CATEGORIES });
    // The benchmark in the same trace, on the fresh page still blank and again after the window: the
    // machine as fast as it was during this visit (a machine's speed drifts from minute to minute).
    const benchmarkRuns = await runBenchmark(page, 'before');
    const firstContent = await watchFirstContent(page, FIRST_CONTENT[path]!, MARK);
    await page.goto(`${appUrl}/#${path}`, { waitUntil: 'commit' });
    await firstContent();
    const shown = Date.now();
    await page.waitForTimeout(WINDOW_MS);
    // On until the requests are quiet: a busy machine answers later, and the work on its answers counts too.
    while (Date.now() - shown < MAX_WINDOW_MS && (inFlight > 0 || Date.now() - lastSettled < QUIET_MS)) await page.waitForTimeout(100);
    await page.evaluate((mark) => performance.mark(mark), END_MARK);
    benchmarkRuns.push(...(await runBenchmark(page, 'after')));
    await page.waitForTimeout(200);
    const raw = await browser.stopTracing();
    // KEEP_TRACES=dir: each trace kept, to open in DevTools' Performance panel.
    if (process.env.KEEP_TRACES) writeFileSync(join(process.env.KEEP_TRACES, `after-first-card-${Date.now()}.json`), raw);
    const events = traceEvents(raw);
    const tasks = tasksAfterMark(events, MARK, END_MARK);
    const calibration = calibrate(benchmarkFromTrace(events, benchmarkRuns));
    return {
      calibration,
      figures: mainThreadFigures(tasks, calibration.multiplier),
      rawFigures: mainThreadFigures(tasks),
      tasks,
      before: beforeFirstCard(events, MARK, calibration.multiplier),
      rawBefore: beforeFirstCard(events, MARK),
    };
  } finally {
    await context.close();
  }
}
