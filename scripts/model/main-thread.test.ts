import { describe, expect, it } from 'vitest';
import { traceTask } from './trace-fixture';
import { longestTasks, mainThreadFigures, medianFigures, type Task, tasksAfterMark, type TraceEvent } from './main-thread';

const MARK = 'first-card';
const PAGE = { pid: 7, tid: 7 };
/** A task of the page's main thread: start and wall time in ms (trace µs), thread time in ms. */
const task = (atMs: number, wallMs: number, cpuMs?: number, name = 'RunTask', where = PAGE): TraceEvent =>
  traceTask(atMs, wallMs, cpuMs, where, name);
const mark = (atMs: number): TraceEvent => ({ name: MARK, ph: 'I', ts: atMs * 1000, ...PAGE });

describe('tasksAfterMark', () => {
  it.each([
    {
      case: 'counts thread time, not wall time, of the tasks after the mark',
      events: [mark(100), task(150, 80, 20), task(300, 10, 9)],
      tasks: [
        { atMs: 50, cpuMs: 20, wallMs: 80 },
        { atMs: 200, cpuMs: 9, wallMs: 10 },
      ],
    },
    {
      case: 'leaves out the task the mark was set in and those before it',
      events: [task(10, 30, 30), task(95, 10, 10), mark(100), task(120, 5, 5)],
      tasks: [{ atMs: 20, cpuMs: 5, wallMs: 5 }],
    },
    {
      case: 'ends the window 10 s after the mark',
      events: [mark(0), task(9_999, 1, 1), task(10_000, 100, 100), task(12_000, 100, 100)],
      tasks: [{ atMs: 9_999, cpuMs: 1, wallMs: 1 }],
    },
    {
      case: 'a task inside another (same start, or nested) is part of the outer one',
      events: [
        mark(0),
        task(50, 40, 30),
        task(50, 39, 29, 'ThreadControllerImpl::RunTask'),
        task(60, 5, 5),
        task(100, 2, 2, 'ThreadControllerImpl::RunTask'),
      ],
      tasks: [
        { atMs: 50, cpuMs: 30, wallMs: 40 },
        { atMs: 100, cpuMs: 2, wallMs: 2 },
      ],
    },
    {
      case: 'other threads and processes, and events that are not tasks, do not count',
      events: [
        mark(0),
        task(10, 60, 60, 'RunTask', { pid: 7, tid: 8 }),
        task(10, 60, 60, 'RunTask', { pid: 9, tid: 7 }),
        task(20, 60, 60, 'FunctionCall'),
      ],
      tasks: [],
    },
    {
      case: 'a microsecond task Chromium gave no thread time spent none',
      events: [mark(0), task(10, 0.004), task(20, 3, 2)],
      tasks: [
        { atMs: 10, cpuMs: 0, wallMs: 0.004 },
        { atMs: 20, cpuMs: 2, wallMs: 3 },
      ],
    },
  ])('$case', ({ events, tasks }) => expect(tasksAfterMark(events, MARK)).toEqual(tasks));

  it('ends the window at the end mark when given (a busy machine’s later answers counted)', () =>
    expect(tasksAfterMark([mark(0), task(12_000, 100, 20), { ...mark(13_000), name: 'end' }, task(13_500, 100, 20)], MARK, 'end')).toEqual([
      { atMs: 12_000, cpuMs: 20, wallMs: 100 },
    ]));

  it('refuses a trace without the mark', () => expect(() => tasksAfterMark([task(10, 5, 5)], MARK)).toThrow(/no "first-card" mark/));
  it('refuses a trace without the end mark it was told of', () =>
    expect(() => tasksAfterMark([mark(0)], MARK, 'end')).toThrow(/no "end" mark/));
  it('refuses a trace without thread time', () =>
    expect(() => tasksAfterMark([mark(0), task(10, 5), task(20, 5)], MARK)).toThrow(/no thread time/));
});

const t = (cpuMs: number, atMs = 0): Task => ({ atMs, cpuMs, wallMs: cpuMs * 3 });

describe('mainThreadFigures (CPU time ×4, as Lighthouse’s mobile preset)', () => {
  it.each([
    { case: 'no task', tasks: [], figures: { blockingMs: 0, longestMs: 0, longTasks: 0, totalMs: 0 } },
    {
      case: 'short tasks block nothing (12.5 ms ×4 = 50)',
      tasks: [t(12.5), t(10), t(1)],
      figures: { blockingMs: 0, longestMs: 50, longTasks: 0, totalMs: 94 },
    },
    {
      case: 'a long task blocks for what passes 50 ms',
      tasks: [t(25), t(5)],
      figures: { blockingMs: 50, longestMs: 100, longTasks: 1, totalMs: 120 },
    },
    { case: 'the issue’s 100 ms idle task', tasks: [t(100)], figures: { blockingMs: 350, longestMs: 400, longTasks: 1, totalMs: 400 } },
    { case: 'blocking adds up', tasks: [t(20), t(30), t(12)], figures: { blockingMs: 100, longestMs: 120, longTasks: 2, totalMs: 248 } },
  ])('$case', ({ tasks, figures }) => expect(mainThreadFigures(tasks)).toEqual(figures));

  it('wall time plays no part', () => expect(mainThreadFigures([{ atMs: 0, cpuMs: 5, wallMs: 500 }]).blockingMs).toBe(0));
});

describe('longestTasks', () => {
  it('names the longest scaled tasks with when they started, longest first', () =>
    expect(longestTasks([t(5, 10), t(30, 1200.4), t(20, 300)], 2)).toEqual([
      { atMs: 1200, ms: 120 },
      { atMs: 300, ms: 80 },
    ]));
});

describe('medianFigures', () => {
  const f = (blockingMs: number, longestMs: number) => ({ blockingMs, longestMs, longTasks: 0, totalMs: 0 });
  it.each([
    { runs: [f(10, 60)], median: f(10, 60) },
    { runs: [f(0, 40), f(90, 140), f(10, 60)], median: f(10, 60) },
    { runs: [f(0, 40), f(20, 70)], median: f(20, 70) },
  ])('$runs.length run(s)', ({ runs, median }) => expect(medianFigures(runs)).toEqual(median));
  it('refuses none', () => expect(() => medianFigures([])).toThrow());
});
