import type { Browser, Page } from '@playwright/test';
import { BENCHMARK_REPEATS, type BenchmarkRun, benchmarkFromTrace, benchmarkInPage } from '../model/calibration';
import type { TraceEvent } from '../model/main-thread';

/** Tasks and user timing, with thread time: what the benchmark and the budgets both read. */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * The reference workload (scripts/model/calibration.ts), run in `page` while the browser traces it: each
 * half in tasks of its own, alternating, so a moment's load falls on both. `reading` names this reading's
 * marks (a trace may hold several). Read back with benchmarkFromTrace.
 */
export async function runBenchmark(page: Page, reading = 'only'): Promise<BenchmarkRun[]> {
  // One pair first, not counted: the page's first half-second runs cold (the JIT, the heap), and reads
  // 30-50 % lower than the rest on the same machine.
  for (const kind of ['gc', 'copy'] as const) await page.evaluate(benchmarkInPage, [kind, 'perf:benchmark:warm-up'] as const);
  const runs: BenchmarkRun[] = [];
  for (let repeat = 0; repeat < BENCHMARK_REPEATS; repeat++)
    for (const kind of ['gc', 'copy'] as const) {
      const mark = `perf:benchmark:${reading}:${kind}:${repeat}`;
      runs.push({ kind, mark, rounds: await page.evaluate(benchmarkInPage, [kind, mark] as const) });
    }
  return runs;
}

export const traceEvents = (raw: Buffer): TraceEvent[] => {
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(trace) ? trace : trace.traceEvents;
};

/** The machine's benchmark on its own: a fresh page of `browser`, traced (for the tools that trace nothing else). */
export async function measureBenchmark(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const runs = await runBenchmark(page);
    return benchmarkFromTrace(traceEvents(await browser.stopTracing()), runs);
  } finally {
    await page.close();
  }
}
