/**
 * The main thread's work after the first card (issue 38, point 1): `npm run test:budgets` and the
 * paired runs. Pure: a Chromium performance trace in, the page's top-level tasks and their figures out.
 *
 * CPU time, not wall time: each task counts its thread time (`tdur`, the CPU the renderer's main
 * thread really spent in it), so a task the OS paused for another process's sake is not longer for
 * it. The page runs unthrottled and each task's thread time is multiplied by CPU_SLOWDOWN, as
 * Lighthouse's mobile preset does (simulated throttling: Lantern multiplies every task it observed
 * unthrottled by its `cpuSlowdownMultiplier`, 4; it takes the wall `dur`, which a busy machine stretches).
 */

/** Lighthouse's mobile preset: `throttling.cpuSlowdownMultiplier`. */
export const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (Lighthouse's total blocking time). */
export const LONG_TASK_MS = 50;
/**
 * How long after the first card the page is watched, at least: then on until its requests have been
 * quiet for QUIET_MS (at most MAX_WINDOW_MS), so work a busy machine's slower answers push later is
 * still counted (scripts/lib/after-first-card.ts sets the end mark).
 */
export const WINDOW_MS = 10_000;
export const QUIET_MS = 1_000;
export const MAX_WINDOW_MS = 30_000;

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds, the trace's clock. */
  ts: number;
  dur?: number;
  /** Thread time of a complete event, microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
}

/** The names a top-level task of a Chromium thread is traced under (as Lighthouse's main-thread-tasks reads them). */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

export interface Task {
  /** Start, ms after the window's start (the first card). */
  atMs: number;
  /** Thread time, ms, as measured. */
  cpuMs: number;
  /** Wall time, ms, as measured (what a busy machine stretches). */
  wallMs: number;
}

/**
 * The top-level tasks of the thread that set `mark` (the first card's user-timing mark) that start
 * after it and before `endMark` (else within WINDOW_MS). A task inside another (a nested loop) is part
 * of the outer one.
 */
export function tasksAfterMark(events: readonly TraceEvent[], mark: string, endMark?: string): Task[] {
  const marked = events.find((e) => e.name === mark);
  if (!marked) throw new Error(`The trace has no "${mark}" mark`);
  const start = marked.ts;
  const ended = endMark === undefined ? undefined : events.find((e) => e.name === endMark && e.pid === marked.pid);
  if (endMark !== undefined && !ended) throw new Error(`The trace has no "${endMark}" mark`);
  const end = ended?.ts ?? start + WINDOW_MS * 1000;
  const candidates = events.filter((e) => e.pid === marked.pid && e.tid === marked.tid && e.ph === 'X' && TASK_NAMES.has(e.name));
  const tasks: Task[] = [];
  for (const event of topLevelTasks(events, marked.pid, marked.tid)) {
    if (event.ts <= start || event.ts >= end) continue;
    // Chromium leaves out the thread time of a few microsecond-long tasks: none spent.
    tasks.push({ atMs: (event.ts - start) / 1000, cpuMs: (event.tdur ?? 0) / 1000, wallMs: event.dur! / 1000 });
  }
  if (tasks.length > 0 && !candidates.some((e) => e.tdur !== undefined))
    throw new Error('The trace has no thread time (tdur): it must be recorded with thread timestamps');
  return tasks;
}

/** The thread's top-level tasks, in order: a task inside another (a nested loop) is part of the outer one. */
export function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const candidates = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur !== undefined)
    // An outer task before the one it holds (they may start at the same microsecond).
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const outer: TraceEvent[] = [];
  let outerEnd = Number.NEGATIVE_INFINITY;
  for (const event of candidates) {
    if (event.ts < outerEnd) continue; // nested in the previous top-level task
    outerEnd = event.ts + event.dur!;
    outer.push(event);
  }
  return outer;
}

export interface MainThreadFigures {
  /** Σ max(0, CPU_SLOWDOWN × cpuMs − 50), ms. */
  blockingMs: number;
  /** CPU_SLOWDOWN × the longest task's cpuMs. */
  longestMs: number;
  /** Tasks whose scaled time is over 50 ms. */
  longTasks: number;
  /** Σ cpuMs × CPU_SLOWDOWN: all the work, long or short. */
  totalMs: number;
}

const round = (ms: number) => Math.round(ms);

export function mainThreadFigures(tasks: readonly Task[], slowdown = CPU_SLOWDOWN): MainThreadFigures {
  const scaled = tasks.map((task) => task.cpuMs * slowdown);
  return {
    blockingMs: round(scaled.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    longestMs: round(Math.max(0, ...scaled)),
    longTasks: scaled.filter((ms) => ms > LONG_TASK_MS).length,
    totalMs: round(scaled.reduce((sum, ms) => sum + ms, 0)),
  };
}

/** The longest scaled tasks, longest first: what a report names when a budget fails. */
export function longestTasks(tasks: readonly Task[], count = 5, slowdown = CPU_SLOWDOWN): { atMs: number; ms: number }[] {
  return tasks
    .map((task) => ({ atMs: round(task.atMs), ms: round(task.cpuMs * slowdown) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** The figures of one or more runs of a page: each figure's median (the middle one; of two, the higher). */
export function medianFigures(runs: readonly MainThreadFigures[]): MainThreadFigures {
  if (runs.length === 0) throw new Error('no runs to take the median of');
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    blockingMs: middle(runs.map((r) => r.blockingMs)),
    longestMs: middle(runs.map((r) => r.longestMs)),
    longTasks: middle(runs.map((r) => r.longTasks)),
    totalMs: middle(runs.map((r) => r.totalMs)),
  };
}

/** The metric names the budget check and the paired runs both print, so one figure reads the same in both. */
export const MAIN_THREAD_METRICS = {
  blockingMs: 'blocking time after the first content ms (CPU, calibrated)',
  longestMs: 'longest task after the first content ms (CPU, calibrated)',
} as const;
