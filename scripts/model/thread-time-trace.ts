import { topLevelTasks, type TraceEvent } from './main-thread';

/**
 * A Lighthouse trace with the page's main-thread tasks in CPU time (issue 45, "Calibration"). Lantern
 * simulates the phone from each task's wall duration (`dur`) times the CPU slowdown; a busy machine
 * stretches that duration (the OS gives the thread's core to another process mid-task) while the
 * CPU the task needed (`tdur`) stays. Each top-level task of a renderer's main thread is shrunk to its
 * thread time, and every event inside it with it, in proportion from the task's start: nesting and
 * order hold, the task starts where it started, and what it waited for beyond its CPU becomes a gap
 * after it. The slowdown then comes from a benchmark read in thread time too (THREAD_SCALE). Pure.
 */

/** A trace event with the metadata's own fields (`args.name` names a thread). */
export type LighthouseTraceEvent = TraceEvent & { args?: { name?: unknown } };

/** The threads Chromium names its renderers' main threads by. */
const MAIN_THREAD_NAME = 'CrRendererMain';

const threadKey = (pid: number, tid: number) => `${pid}:${tid}`;

/** The renderers' main threads, as `pid:tid`. */
function mainThreads(events: readonly LighthouseTraceEvent[]): Set<string> {
  return new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === MAIN_THREAD_NAME).map((e) => threadKey(e.pid, e.tid)),
  );
}

/** How a task shrinks: from its start, by the share of its wall time that was CPU. */
interface Shrink {
  start: number;
  end: number;
  factor: number;
}

function shrinksOf(events: readonly LighthouseTraceEvent[], pid: number, tid: number): Shrink[] {
  return topLevelTasks(events, pid, tid)
    .filter((task) => task.tdur !== undefined && task.dur! > 0 && task.tdur < task.dur!)
    .map((task) => ({ start: task.ts, end: task.ts + task.dur!, factor: Math.max(0, task.tdur!) / task.dur! }));
}

/** The task holding `ts` (tasks in order, not overlapping), by bisection. */
function holding(shrinks: readonly Shrink[], ts: number): Shrink | undefined {
  let [low, high] = [0, shrinks.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const shrink = shrinks[middle]!;
    if (ts < shrink.start) high = middle - 1;
    else if (ts > shrink.end) low = middle + 1;
    else return shrink;
  }
  return undefined;
}

/** The trace with each renderer main thread's tasks in thread time; other threads and events as they were. */
export function inThreadTime<T extends LighthouseTraceEvent>(events: readonly T[]): T[] {
  const shrinks = new Map<string, Shrink[]>();
  for (const key of mainThreads(events)) {
    const [pid, tid] = key.split(':').map(Number) as [number, number];
    shrinks.set(key, shrinksOf(events, pid, tid));
  }
  return events.map((event) => {
    if (event.ph === 'M') return event;
    const shrink = holding(shrinks.get(threadKey(event.pid, event.tid)) ?? [], event.ts);
    if (!shrink) return event;
    const ts = shrink.start + (event.ts - shrink.start) * shrink.factor;
    return event.dur === undefined ? { ...event, ts } : { ...event, ts, dur: event.dur * shrink.factor };
  });
}
