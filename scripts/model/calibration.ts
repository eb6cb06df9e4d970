import { topLevelTasks, type TraceEvent } from './main-thread';

/**
 * One phone whatever machine measures it (issue 45). Lighthouse's mobile preset slows the CPU 4× on any
 * machine, so a machine half as fast emulates a phone twice as slow. Every CPU figure is scaled instead
 * to the reference machine: the multiplier is 4 × (this machine's benchmark / the reference's), as
 * Lighthouse's CPU-throttling calculator derives a multiplier from `benchmarkIndex`. Pure.
 */

/**
 * The reference machine on this benchmark's scale (below): the machine of the reports at 6127041, where
 * Lighthouse's own benchmarkIndex read 3,900–4,200. This measure reads 1.5–1.7× Lighthouse's on one
 * machine (paired, idle: it leaves out the cold first round and the time the thread waits), so 3,900
 * is 6,400 here; and with it, this machine's calibrated figures are the ones measured there (the
 * dashboard's work before its first card 690–790 ms against 764–847; docs/measurements.md "Calibration").
 */
export const REFERENCE_BENCHMARK = 6_400;
/**
 * The same machine on Lighthouse's own scale (`computeBenchmarkIndex`, wall time): what the tools that
 * slow the CPU while they time in wall time (the phone's visits, CDP's throttling) are calibrated by. A
 * busy machine lowers it as it stretches the wall time, so the two cancel on average.
 */
export const LIGHTHOUSE_REFERENCE_BENCHMARK = 3_900;
/** Lighthouse's mobile preset (`throttling.cpuSlowdownMultiplier`) at the reference machine. */
export const REFERENCE_SLOWDOWN = 4;
/** Lighthouse's desktop preset: the reference machine as it is. */
export const DESKTOP_SLOWDOWN = 1;
/**
 * Below this the machine is slower than the phone emulated (a multiplier under 1): nothing can slow it
 * to the phone, and its figures would be a faster phone's. The tools say so instead of a figure.
 */
export const LOWEST_BENCHMARK = REFERENCE_BENCHMARK / REFERENCE_SLOWDOWN;

/** A benchmark's scale: the reference machine's reading on it, and the slowdown that machine is given. */
export interface Scale {
  reference: number;
  slowdown: number;
}
/**
 * Thread time (the budgets, scripts/lib/cpu-benchmark.ts; Lighthouse's simulation of a trace in thread time,
 * scripts/model/thread-time-trace.ts): the phone of Lighthouse's mobile preset, and the desktop preset's machine.
 */
export const THREAD_SCALE: Scale = { reference: REFERENCE_BENCHMARK, slowdown: REFERENCE_SLOWDOWN };
export const THREAD_DESKTOP_SCALE: Scale = { reference: REFERENCE_BENCHMARK, slowdown: DESKTOP_SLOWDOWN };
/** Lighthouse's scale: the mobile preset's phone, for the visits Chromium throttles in wall time. */
export const PHONE_SCALE: Scale = { reference: LIGHTHOUSE_REFERENCE_BENCHMARK, slowdown: REFERENCE_SLOWDOWN };

export interface Calibration {
  /** This machine's benchmark (higher is faster), on the scale it was calibrated by. */
  benchmark: number;
  /** What a raw CPU time is multiplied by to be the reference phone's (the CPU slowdown to apply). */
  multiplier: number;
  /** The reference machine's benchmark on the same scale. */
  reference: number;
}

export function calibrate(benchmark: number, { reference, slowdown }: Scale = THREAD_SCALE): Calibration {
  if (!Number.isFinite(benchmark) || benchmark <= 0) throw new Error(`No CPU benchmark was measured: ${benchmark}`);
  const lowest = reference / slowdown;
  if (benchmark < lowest)
    throw new Error(
      `This machine's CPU benchmark is ${Math.round(benchmark)}, under ${Math.round(lowest)}: it is slower than the ${slowdown === 1 ? 'reference machine' : 'phone'} the figures stand for (a multiplier under 1), so no calibrated figure can be given. Measure on a faster or idler machine.`,
    );
  return { benchmark, multiplier: (slowdown * benchmark) / reference, reference };
}

export const describeCalibration = ({ benchmark, multiplier, reference }: Calibration) =>
  `CPU benchmark ${Math.round(benchmark)} (reference ${reference}), multiplier ×${multiplier.toFixed(2)}`;

/**
 * Lighthouse's benchmark (lighthouse/core/lib/page-functions.js `computeBenchmarkIndex`), its two halves
 * as it runs them: `gc` builds 10,000-character strings, `copy` copies 100,000 integers from one array
 * to another, each for 500 ms of wall time. Lighthouse divides the rounds by that wall time, which a
 * busy machine stretches; here they are divided by the task's thread time in the trace, the clock the
 * budgets read. On an idle machine the two agree.
 */
export type BenchmarkKind = 'gc' | 'copy';
/** Each half this many times at each reading; the median of all a trace holds counts. */
export const BENCHMARK_REPEATS = 3;

/** One run of one half: its mark in the trace and the rounds it counted. */
export interface BenchmarkRun {
  kind: BenchmarkKind;
  mark: string;
  rounds: number;
}

/** Runs in the page, in one task: the mark, then one half for 500 ms; returns its rounds. Self-contained (serialised). */
export function benchmarkInPage([kind, mark]: readonly [BenchmarkKind, string]): number {
  performance.mark(mark);
  const start = Date.now();
  let rounds = 0;
  if (kind === 'gc') {
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10_000; j++) s += 'a';
      if (s.length === 1) throw new Error('never: keeps the string from being optimised away');
      rounds++;
    }
    return rounds;
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  // As Lighthouse: the clock read every 10th round only (a JCC alignment cliff on some Intel CPUs).
  while (rounds % 10 !== 0 || Date.now() - start < 500) {
    const [src, tgt] = rounds % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < src.length; j++) tgt[j] = src[j]!;
    rounds++;
  }
  return rounds;
}

/** The thread time (ms) of the top-level task in which `mark` was set. */
export function markedTaskCpuMs(events: readonly TraceEvent[], mark: string): number {
  const marked = events.find((e) => e.name === mark);
  if (!marked) throw new Error(`The trace has no "${mark}" mark`);
  const task = topLevelTasks(events, marked.pid, marked.tid).find((e) => e.ts <= marked.ts && marked.ts <= e.ts + e.dur!);
  if (task?.tdur === undefined) throw new Error(`No task with thread time holds the "${mark}" mark`);
  return task.tdur / 1000;
}

const median = (values: readonly number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's index from the traced runs: rounds per second of thread time / 10 for each half (its
 * scale), the median of each half's runs, the two averaged.
 */
export function benchmarkFromTrace(events: readonly TraceEvent[], runs: readonly BenchmarkRun[]): number {
  const index = (kind: BenchmarkKind) => {
    const mine = runs.filter((run) => run.kind === kind);
    if (mine.length === 0) throw new Error(`No run of the benchmark's ${kind} half`);
    return median(mine.map((run) => run.rounds / 10 / (markedTaskCpuMs(events, run.mark) / 1000)));
  };
  return Math.round((index('gc') + index('copy')) / 2);
}
