import { describe, expect, it } from 'vitest';
import { inThreadTime, type LighthouseTraceEvent } from './thread-time-trace';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const named = (pid: number, tid: number, name: string): LighthouseTraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (ts: number, dur: number, tdur?: number, at = MAIN): LighthouseTraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...at,
});
const inner = (name: string, ts: number, dur?: number, at = MAIN): LighthouseTraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts,
  dur,
  ...at,
});
const METADATA = [named(1, 10, 'CrRendererMain'), named(1, 11, 'Compositor')];
const timing = (events: readonly LighthouseTraceEvent[]) => events.filter((e) => e.ph !== 'M').map((e) => [e.name, e.ts, e.dur]);

describe('inThreadTime', () => {
  it.each([
    [
      'a task stretched to twice its CPU is halved from its start, and what it holds with it',
      [task(1000, 200, 100), inner('FunctionCall', 1050, 100), inner('mark', 1200)],
      [
        ['RunTask', 1000, 100],
        ['FunctionCall', 1025, 50],
        ['mark', 1100, undefined],
      ],
    ],
    [
      'a task that had its CPU the whole time stays',
      [task(1000, 200, 200), inner('FunctionCall', 1050, 100)],
      [
        ['RunTask', 1000, 200],
        ['FunctionCall', 1050, 100],
      ],
    ],
    ['thread time over wall time (rounding) is not grown', [task(1000, 200, 201)], [['RunTask', 1000, 200]]],
    ['a task without thread time (Chromium leaves some out) stays', [task(1000, 200)], [['RunTask', 1000, 200]]],
    ['a zero-length task stays', [task(1000, 0, 0)], [['RunTask', 1000, 0]]],
    [
      'a task of no CPU shrinks to nothing at its start',
      [task(1000, 200, 0), inner('Wait', 1100, 50)],
      [
        ['RunTask', 1000, 0],
        ['Wait', 1000, 0],
      ],
    ],
    [
      'a task nested in another is shrunk by the outer one',
      [task(1000, 400, 100), task(1100, 100, 90), inner('Layout', 1200, 40)],
      [
        ['RunTask', 1000, 100],
        ['RunTask', 1025, 25],
        ['Layout', 1050, 10],
      ],
    ],
    [
      'each task by its own share; an event between tasks stays',
      [task(1000, 100, 50), inner('between', 1300), task(2000, 300, 100), inner('Paint', 2150, 30)],
      [
        ['RunTask', 1000, 50],
        ['between', 1300, undefined],
        ['RunTask', 2000, 100],
        ['Paint', 2050, 10],
      ],
    ],
    [
      'another thread of the renderer stays',
      [task(1000, 200, 100, OTHER), inner('Raster', 1050, 100, OTHER)],
      [
        ['RunTask', 1000, 200],
        ['Raster', 1050, 100],
      ],
    ],
    ['an empty trace', [], []],
  ] as const)('%s', (_, events, expected) => {
    expect(timing(inThreadTime([...METADATA, ...events]))).toEqual(expected);
  });

  it('without a thread named as a renderer main thread, nothing changes', () => {
    const events = [named(1, 10, 'CrBrowserMain'), task(1000, 200, 100)];
    expect(inThreadTime(events)).toEqual(events);
  });

  it('leaves the trace it was given as it was', () => {
    const events = [...METADATA, task(1000, 200, 100)];
    const copy = structuredClone(events);
    inThreadTime(events);
    expect(events).toEqual(copy);
  });
});
