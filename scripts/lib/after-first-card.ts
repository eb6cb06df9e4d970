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
  type TraceEvent,
  WINDOW_MS,
} from '../model/main-thread';
import { type BeforeFirstCard, beforeFirstCard } from '../model/before-first-card';
import { leaveForTheDay } from './repeat-visits';

/**
 * One visit's main-thread work in the WINDOW_MS after its first content (longer while its requests are not quiet) (the first class card, the
 * sign-in form's heading), on a phone's screen (412 px): a performance trace with thread time, read by
 * scripts/model/main-thread.ts. Unthrottled: the model scales each task's CPU time as Lighthouse's
 * mobile preset does (4x), so how busy the machine is does not move the figure.
 * For `npm run test:budgets` and the paired runs.
 */

const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };
const FIRST_CONTENT: Record<string, string> = { '/dashboard': 'article', '/login': 'h1' };
const MARK = 'perf:after-first-card';
const END_MARK = 'perf:after-first-card-end';
/** Tasks and user timing only: the CPU sampler would add its own work to every task. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
const PROFILER = ['v8', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

export interface AfterFirstCard {
  figures: MainThreadFigures;
  tasks: Task[];
  /** The same trace before the card: the work the card waited for (scripts/model/before-first-card.ts). */
  before: BeforeFirstCard;
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
    await browser.startTracing(page, { categories: process.env.CPU_PROFILE ? [...CATEGORIES, ...PROFILER] : CATEGORIES });
    await page.goto(`${appUrl}/#${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      ([wanted, mark]) => (document.querySelector(wanted) ? (performance.mark(mark), true) : false),
      [FIRST_CONTENT[path]!, MARK] as const,
      { polling: 'raf', timeout: 60_000 },
    );
    const shown = Date.now();
    await page.waitForTimeout(WINDOW_MS);
    // On until the requests are quiet: a busy machine answers later, and the work on its answers counts too.
    while (Date.now() - shown < MAX_WINDOW_MS && (inFlight > 0 || Date.now() - lastSettled < QUIET_MS)) await page.waitForTimeout(100);
    await page.evaluate((mark) => performance.mark(mark), END_MARK);
    await page.waitForTimeout(200);
    const raw = await browser.stopTracing();
    // KEEP_TRACES=dir: each trace kept, to open in DevTools' Performance panel.
    if (process.env.KEEP_TRACES) writeFileSync(join(process.env.KEEP_TRACES, `after-first-card-${Date.now()}.json`), raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const tasks = tasksAfterMark(events, MARK, END_MARK);
    return { figures: mainThreadFigures(tasks), tasks, before: beforeFirstCard(events, MARK) };
  } finally {
    await context.close();
  }
}
