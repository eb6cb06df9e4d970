import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type Browser } from '@playwright/test';
import { type MainThreadFigures, mainThreadFigures, type Task, tasksAfterMark, type TraceEvent, WINDOW_MS } from '../model/main-thread';

/**
 * One visit's main-thread work in the WINDOW_MS after its first content (the first class card, the
 * sign-in form's heading), on a phone's screen (412 px): a performance trace with thread time, read by
 * scripts/model/main-thread.ts. Unthrottled: the model scales each task's CPU time as Lighthouse's
 * mobile preset does (4x), so how busy the machine is does not move the figure.
 * For `npm run test:budgets` and the paired runs.
 */

const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };
const FIRST_CONTENT: Record<string, string> = { '/dashboard': 'article', '/login': 'h1' };
const MARK = 'perf:after-first-card';
/** Tasks and user timing only: the CPU sampler would add its own work to every task. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

export interface AfterFirstCard {
  figures: MainThreadFigures;
  tasks: Task[];
}

export async function afterFirstCard(
  browser: Browser,
  appUrl: string,
  path: '/dashboard' | '/login',
  options: { storageState?: string; before?: () => Promise<void> } = {},
): Promise<AfterFirstCard> {
  const context = await browser.newContext({
    ...PHONE,
    storageState: options.storageState ? JSON.parse(options.storageState) : undefined,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    await options.before?.();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${appUrl}/#${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      ([wanted, mark]) => (document.querySelector(wanted) ? (performance.mark(mark), true) : false),
      [FIRST_CONTENT[path]!, MARK] as const,
      { polling: 'raf', timeout: 60_000 },
    );
    await page.waitForTimeout(WINDOW_MS + 500);
    const raw = await browser.stopTracing();
    // KEEP_TRACES=dir: each trace kept, to open in DevTools' Performance panel.
    if (process.env.KEEP_TRACES) writeFileSync(join(process.env.KEEP_TRACES, `after-first-card-${Date.now()}.json`), raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const tasks = tasksAfterMark(Array.isArray(trace) ? trace : trace.traceEvents, MARK);
    return { figures: mainThreadFigures(tasks), tasks };
  } finally {
    await context.close();
  }
}
