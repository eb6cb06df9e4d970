import type { TraceEvent } from './main-thread';

/** For the trace models' tests: a top-level task of a thread, start and wall time in ms (trace µs), thread time in ms. */
export const traceTask = (
  atMs: number,
  wallMs: number,
  cpuMs: number | undefined,
  where: { pid: number; tid: number },
  name = 'RunTask',
): TraceEvent => ({
  name,
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  ...where,
});
