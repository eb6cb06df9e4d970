import { describe, expect, it } from 'vitest';
import { traceTask } from './trace-fixture';
import { MAIN_THREAD_BUDGETS, mainThreadRows } from './budgets';
import {
  type BenchmarkRun,
  benchmarkFromTrace,
  benchmarkInPage,
  calibrate,
  LIGHTHOUSE_REFERENCE_BENCHMARK,
  LOWEST_BENCHMARK,
  PHONE_SCALE,
  markedTaskCpuMs,
  REFERENCE_BENCHMARK,
  THREAD_DESKTOP_SCALE,
} from './calibration';
import { mainThreadFigures, type Task, type TraceEvent } from './main-thread';

const PAGE = { pid: 3, tid: 4 };
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE): TraceEvent => traceTask(atMs, wallMs, cpuMs, where);
const mark = (name: string, atMs: number, where = PAGE): TraceEvent => ({ name, ph: 'R', ts: atMs * 1000, ...where });

describe('calibrate', () => {
  it.each([
    { case: 'the reference machine keeps Lighthouse’s ×4', benchmark: REFERENCE_BENCHMARK, multiplier: 4 },
    { case: 'a machine half as fast: ×2', benchmark: REFERENCE_BENCHMARK / 2, multiplier: 2 },
    { case: 'a faster machine is slowed more', benchmark: REFERENCE_BENCHMARK * 1.5, multiplier: 6 },
    { case: 'the slowest machine that can still stand for the phone: ×1', benchmark: LOWEST_BENCHMARK, multiplier: 1 },
  ])('$case', ({ benchmark, multiplier }) => expect(calibrate(benchmark).multiplier).toBeCloseTo(multiplier, 10));

  it.each([
    { case: 'slower than the phone itself', benchmark: LOWEST_BENCHMARK - 1, message: /slower than the phone/ },
    { case: 'nothing measured', benchmark: Number.NaN, message: /No CPU benchmark/ },
    { case: 'zero', benchmark: 0, message: /No CPU benchmark/ },
  ])('says so, not a figure: $case', ({ benchmark, message }) => expect(() => calibrate(benchmark)).toThrow(message));

  // Lighthouse's scale (wall time): the slowdown the phone's visits apply; desktop audits on the thread-time scale.
  it.each([
    { case: 'the phone on the reference machine: ×4', benchmark: LIGHTHOUSE_REFERENCE_BENCHMARK, scale: PHONE_SCALE, multiplier: 4 },
    { case: 'the phone on the slowest machine seen here (1,900): ×1.95', benchmark: 1_900, scale: PHONE_SCALE, multiplier: 1.9487 },
    { case: 'the phone at the lowest it holds: ×1', benchmark: LIGHTHOUSE_REFERENCE_BENCHMARK / 4, scale: PHONE_SCALE, multiplier: 1 },
    { case: 'desktop on a machine faster than the reference', benchmark: 9_600, scale: THREAD_DESKTOP_SCALE, multiplier: 1.5 },
    { case: 'desktop on the reference machine itself: ×1', benchmark: REFERENCE_BENCHMARK, scale: THREAD_DESKTOP_SCALE, multiplier: 1 },
  ])('$case', ({ benchmark, scale, multiplier }) => expect(calibrate(benchmark, scale).multiplier).toBeCloseTo(multiplier, 3));

  it.each([
    {
      case: 'the phone below a quarter of the reference',
      benchmark: LIGHTHOUSE_REFERENCE_BENCHMARK / 4 - 1,
      scale: PHONE_SCALE,
      message: /slower than the phone/,
    },
    {
      case: 'desktop on a machine slower than the reference',
      benchmark: 3_000,
      scale: THREAD_DESKTOP_SCALE,
      message: /slower than the reference machine/,
    },
  ])('says so on its scale: $case', ({ benchmark, scale, message }) => expect(() => calibrate(benchmark, scale)).toThrow(message));
});

/** The same page's work on three machines: each task's CPU time is inversely proportional to the machine's speed. */
describe('one phone whatever the machine', () => {
  const atReference: Task[] = [
    { atMs: 10, cpuMs: 9, wallMs: 9 },
    { atMs: 400, cpuMs: 12, wallMs: 12 },
    { atMs: 900, cpuMs: 4, wallMs: 4 },
  ];
  const on = (speed: number) => atReference.map((t) => ({ ...t, cpuMs: t.cpuMs / speed }));

  it.each([
    { machine: 'the reference', speed: 1 },
    { machine: 'half as fast (the one issue 45 saw red)', speed: 0.45 },
    { machine: 'twice as fast', speed: 2 },
  ])('$machine gives the reference’s figures', ({ speed }) => {
    const { multiplier } = calibrate(REFERENCE_BENCHMARK * speed);
    expect(mainThreadFigures(on(speed), multiplier)).toEqual(mainThreadFigures(atReference, 4));
  });

  it.each([
    { machine: 'the reference', speed: 1 },
    { machine: 'a slow machine', speed: 0.3 },
    { machine: 'a fast machine', speed: 2 },
  ])('a planted 100 ms task still fails the dashboard’s budget on $machine', ({ speed }) => {
    const { multiplier } = calibrate(REFERENCE_BENCHMARK * speed);
    const planted = [...on(speed), { atMs: 1500, cpuMs: 100 / speed, wallMs: 100 / speed }];
    const rows = mainThreadRows([{ visit: '/dashboard', figures: mainThreadFigures(planted, multiplier) }]);
    expect(rows.every((row) => !row.ok)).toBe(true);
    expect(MAIN_THREAD_BUDGETS['/dashboard'].longestMs).toBeLessThan(100);
  });
});

describe('markedTaskCpuMs', () => {
  it.each([
    { case: 'the task the mark was set in', events: [task(0, 10, 8), task(20, 500, 400), mark('m', 21), task(600, 5, 5)], ms: 400 },
    {
      case: 'the outer task when tasks nest',
      events: [task(20, 500, 400), task(20, 490, 390), mark('m', 25)],
      ms: 400,
    },
    {
      case: 'the mark’s own thread only',
      events: [task(20, 500, 7, { pid: 3, tid: 9 }), task(20, 500, 300), mark('m', 25)],
      ms: 300,
    },
  ])('$case', ({ events, ms }) => expect(markedTaskCpuMs(events, 'm')).toBe(ms));

  it.each([
    { case: 'no such mark', events: [task(0, 10, 10)], message: /no "m" mark/ },
    { case: 'no task holds it', events: [task(0, 10, 10), mark('m', 50)], message: /No task/ },
    {
      case: 'a task without thread time',
      events: [{ name: 'RunTask', ph: 'X', ts: 0, dur: 10_000, ...PAGE }, mark('m', 5)],
      message: /No task/,
    },
  ])('refuses $case', ({ events, message }) => expect(() => markedTaskCpuMs(events, 'm')).toThrow(message));
});

describe('benchmarkFromTrace', () => {
  /** A half that counted `rounds` in a task of `cpuMs` thread time (and 500 ms of wall time). */
  const traced = (runs: { kind: BenchmarkRun['kind']; rounds: number; cpuMs: number }[]) => {
    const events: TraceEvent[] = [];
    const marked: BenchmarkRun[] = runs.map((run, i) => {
      events.push(task(i * 1000, 500, run.cpuMs), mark(`b${i}`, i * 1000 + 1));
      return { kind: run.kind, rounds: run.rounds, mark: `b${i}` };
    });
    return { events, runs: marked };
  };

  it.each([
    {
      case: 'rounds per second of thread time / 10 for each half, averaged (Lighthouse’s scale)',
      runs: [
        { kind: 'gc' as const, rounds: 1_000, cpuMs: 500 },
        { kind: 'copy' as const, rounds: 2_000, cpuMs: 500 },
      ],
      index: 300,
    },
    {
      case: 'a busy machine: the thread ran 250 of the 500 ms, so it counted half the rounds; the index holds',
      runs: [
        { kind: 'gc' as const, rounds: 500, cpuMs: 250 },
        { kind: 'copy' as const, rounds: 1_000, cpuMs: 250 },
      ],
      index: 300,
    },
    {
      case: 'each half the median of its runs: one disturbed run does not move it',
      runs: [
        { kind: 'gc' as const, rounds: 1_000, cpuMs: 500 },
        { kind: 'copy' as const, rounds: 2_000, cpuMs: 500 },
        { kind: 'gc' as const, rounds: 200, cpuMs: 500 },
        { kind: 'copy' as const, rounds: 2_000, cpuMs: 500 },
        { kind: 'gc' as const, rounds: 1_000, cpuMs: 500 },
        { kind: 'copy' as const, rounds: 2_100, cpuMs: 500 },
      ],
      index: 300,
    },
  ])('$case', ({ runs, index }) => {
    const trace = traced(runs);
    expect(benchmarkFromTrace(trace.events, trace.runs)).toBe(index);
  });

  it('needs both halves', () => {
    const trace = traced([{ kind: 'gc', rounds: 1_000, cpuMs: 500 }]);
    expect(() => benchmarkFromTrace(trace.events, trace.runs)).toThrow(/copy half/);
  });
});

describe('benchmarkInPage', () => {
  it.each(['gc', 'copy'] as const)('the %s half marks its start and counts its rounds', (kind) => {
    const before = performance.getEntriesByName(`test:${kind}`).length;
    const rounds = benchmarkInPage([kind, `test:${kind}`]);
    expect(rounds).toBeGreaterThan(0);
    if (kind === 'copy') expect(rounds % 10).toBe(0);
    expect(performance.getEntriesByName(`test:${kind}`)).toHaveLength(before + 1);
  });
});
