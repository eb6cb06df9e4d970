/**
 * `npm run perf:boot` (scripts/perf-boot.ts): where the main thread's time goes from navigation to the
 * first class card, by cause. Pure: a Chromium performance trace (its events, with the V8 sampling
 * profiler's chunks) and a resolver from a script position to its source module in, milliseconds by
 * cause out.
 *
 * How time is split: every task of the page's main thread in the window is cut into its innermost trace
 * events (self time). Style, layout, paint, the HTML parser and garbage collection go to themselves;
 * an evaluation is shared out by its samples to the script whose top-level code they are in (one module
 * graph is evaluated in one event). What is left is JavaScript run by a callback (a timer, a promise, a
 * message, an event) and the browser's own work in a task: each profiler sample in it goes to the cause
 * of its innermost frame that has one (React, the router, the catalogues…; `causeOf`), or to the browser
 * when no script is on the stack.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}

export interface CallFrame {
  url: string;
  functionName: string;
  /** 0-based, as the profiler reports them. */
  lineNumber: number;
  columnNumber: number;
}

/** A script position to the source file it came from (a source map's answer), or null. */
export type SourceOf = (frame: CallFrame) => string | null;

/** Causes the issue asks the table to name; anything else is charged to its own label. */
const CAUSES: [RegExp, string][] = [
  [/node_modules\/(react-dom|react|scheduler)\//, 'React render'],
  [/node_modules\/@tanstack\/(react-router|router-core|history)\/|src\/(app\/router|routes\/)/, "the router's first load"],
  [/node_modules\/(i18next|react-i18next)\/|src\/lib\/i18n\/|locales\//, 'the catalogues'],
  [/src\/lib\/(session|query\/offline-copy|crypto)|token-crypto/, 'unsealing the session and the offline copy'],
  [/node_modules\/@tanstack\/(query-core|react-query)\//, 'the query cache'],
  [/node_modules\/@mantine\//, 'Mantine components'],
  [/node_modules\/zod\//, 'zod'],
  [/src\/lib\/time\/|node_modules\/date-fns/, 'teacher time'],
  // A returning visit's own steps before the app runs: reading the kept copy, cleaning and painting it.
  [/node_modules\/dompurify\//, 'DOMPurify (cleaning the kept paint)'],
  [/src\/early-ask\.ts|src\/lib\/(kept-paint\/|query\/kept-copy)/, 'the early entry and the kept paint'],
];

/** The cause of a source file, or null when it names none (the next frame out is asked). */
export function causeOf(source: string | null): string | null {
  if (!source) return null;
  for (const [pattern, cause] of CAUSES) if (pattern.test(source)) return cause;
  const app = /src\/(features|shell|components|lib)\/([^/]+)/.exec(source);
  return app ? `app code: ${app[1]}/${app[2]}` : null;
}

const STYLE_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'ParseAuthorStyleSheet',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);
const PAINT = new Set(['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers', 'PaintImage', 'Decode Image']);
const EVALUATE = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.produceModuleCache',
  'CompileScript',
  'v8.compileCode',
]);
const GC = /GC|Garbage|V8\.GC/;

/** The label of one innermost event's self time, or 'js' for a callback's JavaScript (samples decide). */
function labelOf(event: TraceEvent, evaluating: string | null): string {
  if (evaluating) return evaluating;
  if (GC.test(event.name)) return 'garbage collection';
  if (STYLE_LAYOUT.has(event.name)) return 'style and layout';
  if (PAINT.has(event.name)) return 'paint';
  if (event.name === 'ParseHTML') return 'the HTML document';
  return 'js';
}

/** A script's file name; the document's own inline scripts: 'the page'. */
const fileOf = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop() || 'the page';

/** The script an evaluation event names. */
function evaluatedFile(event: TraceEvent): string | null {
  if (!EVALUATE.has(event.name)) return null;
  const data = (event.args?.data ?? event.args) as Record<string, unknown> | undefined;
  const url = (data?.url ?? data?.fileName ?? data?.file) as string | undefined;
  return url ? `evaluating ${fileOf(url)}` : 'evaluating (a script)';
}

interface Span {
  start: number;
  end: number;
  label: string;
}

/** Self-time spans of the innermost events of one thread's tasks, clipped to [from, to]. */
export function selfSpans(events: TraceEvent[], from: number, to: number): Span[] {
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + e.dur! > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const spans: Span[] = [];
  // Open events, outermost first; each remembers the evaluation it is part of.
  const stack: { event: TraceEvent; end: number; evaluating: string | null; cursor: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const open = stack.pop()!;
      push(open.cursor, open.end, labelOf(open.event, open.evaluating));
      if (stack.length) stack[stack.length - 1]!.cursor = open.end;
    }
  };
  const push = (start: number, end: number, label: string) => {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e > s) spans.push({ start: s, end: e, label });
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) {
      push(parent.cursor, event.ts, labelOf(parent.event, parent.evaluating));
      parent.cursor = Math.min(event.ts + event.dur!, parent.end);
    }
    const end = parent ? Math.min(event.ts + event.dur!, parent.end) : event.ts + event.dur!;
    stack.push({ event, end, evaluating: parent?.evaluating ?? evaluatedFile(event), cursor: event.ts });
  }
  close(Number.POSITIVE_INFINITY);
  return spans;
}

/** One profiler sample: when, and the frames from the innermost out. */
export interface Sample {
  ts: number;
  frames: CallFrame[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** The V8 profiler's samples of one thread, from the trace's Profile and ProfileChunk events. */
export function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = new Map<string, number>(); // profile id -> time of the last sample (µs)
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid && event.id) {
      profiles.set(event.id, Number((event.args?.data as { startTime?: number })?.startTime ?? event.ts));
    }
    if (event.name !== 'ProfileChunk' || !event.id || !profiles.has(event.id)) continue;
    const data = (event.args?.data ?? {}) as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let at = profiles.get(event.id)!;
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      at += deltas[i] ?? 0;
      const frames: CallFrame[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
        frames.push(node.callFrame);
      samples.push({ ts: at, frames });
    });
    profiles.set(event.id, at);
  }
  return samples;
}

/** Where the profiler found the thread outside any script: the browser's own work in a task. */
const BROWSER = new Set(['(program)', '(idle)', '(root)']);

/**
 * The cause of a sample: its innermost frame with one. The browser's own work in a task (loading a
 * response, a message, scheduling: no script on the stack) is said so; other scripts: 'other JavaScript'.
 */
export function sampleCause(sample: Sample, sourceOf: SourceOf): string {
  for (const frame of sample.frames) {
    if (!frame.url) continue;
    const cause = causeOf(sourceOf(frame));
    if (cause) return cause;
  }
  const native = sample.frames[0]?.functionName ?? '(program)';
  if (native === '(garbage collector)') return 'garbage collection';
  if (BROWSER.has(native)) return BROWSER_WORK;
  return 'other JavaScript';
}

export const BROWSER_WORK = 'the browser outside scripts (loading, messages, scheduling)';

/** Evaluating: the script whose top-level code runs (the outermost frame with a script). */
function evaluationCause(sample: Sample, fallback: string): string {
  const outermost = [...sample.frames].reverse().find((frame) => frame.url);
  return outermost ? `evaluating ${fileOf(outermost.url)}` : fallback;
}

/**
 * Milliseconds of main-thread work in [from, to] (trace µs) by cause. A callback's JavaScript is shared
 * out in proportion to the samples that fall in it; with none, it stays 'other JavaScript'.
 */
export function bootProfile(spans: Span[], samples: Sample[], sourceOf: SourceOf): Map<string, number> {
  const byCause = new Map<string, number>();
  const add = (label: string, us: number) => byCause.set(label, (byCause.get(label) ?? 0) + us / 1000);
  const sorted = [...samples].sort((a, b) => a.ts - b.ts);
  let i = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const us = span.end - span.start;
    const evaluating = span.label.startsWith('evaluating');
    if (span.label !== 'js' && !evaluating) {
      add(span.label, us);
      continue;
    }
    while (i < sorted.length && sorted[i]!.ts < span.start) i += 1;
    const inside: string[] = [];
    for (let j = i; j < sorted.length && sorted[j]!.ts < span.end; j += 1)
      inside.push(evaluating ? evaluationCause(sorted[j]!, span.label) : sampleCause(sorted[j]!, sourceOf));
    if (inside.length === 0) add(evaluating ? span.label : 'other JavaScript', us);
    else for (const cause of inside) add(cause, us / inside.length);
  }
  return byCause;
}

/** Rows of the table, largest first, with the total; numbers rounded to the millisecond. */
export function profileRows(byCause: Map<string, number>): { cause: string; ms: number }[] {
  const rows = [...byCause].map(([cause, ms]) => ({ cause, ms: Math.round(ms) })).filter((row) => row.ms > 0);
  rows.sort((a, b) => b.ms - a.ms);
  return [...rows, { cause: 'total', ms: rows.reduce((sum, row) => sum + row.ms, 0) }];
}
