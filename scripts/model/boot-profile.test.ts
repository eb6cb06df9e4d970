import { describe, expect, it } from 'vitest';
import {
  BROWSER_WORK,
  bootProfile,
  causeOf,
  profileRows,
  type Sample,
  sampleCause,
  samplesOf,
  selfSpans,
  type TraceEvent,
} from './boot-profile';

const X = (name: string, ts: number, dur: number, args?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid: 1,
  args,
});
const frame = (url: string, functionName = 'f') => ({ url, functionName, lineNumber: 0, columnNumber: 0 });
/** A source map stand-in: the chunk's URL carries its source after '#'. */
const sourceOf = ({ url }: { url: string }) => url.split('#')[1] ?? null;
const ms = (map: Map<string, number>) => Object.fromEntries([...map].map(([k, v]) => [k, Math.round(v * 10) / 10]));

describe('causeOf', () => {
  it.each([
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'React render'],
    ['node_modules/scheduler/cjs/scheduler.production.js', 'React render'],
    ['node_modules/@tanstack/router-core/dist/esm/router.js', "the router's first load"],
    ['src/routes/dashboard-route.tsx', "the router's first load"],
    ['node_modules/i18next/dist/esm/i18next.js', 'the catalogues'],
    ['src/lib/i18n/i18n.ts', 'the catalogues'],
    ['src/lib/session/session-store.ts', 'unsealing the session and the offline copy'],
    ['src/lib/query/offline-copy.ts', 'unsealing the session and the offline copy'],
    ['node_modules/@mantine/core/esm/components/Card/Card.mjs', 'Mantine components'],
    ['src/lib/time/wall-format.ts', 'teacher time'],
    ['node_modules/dompurify/dist/purify.es.mjs', 'DOMPurify (cleaning the kept paint)'],
    ['src/early-ask.ts', 'the early entry and the kept paint'],
    ['src/lib/kept-paint/paint.ts', 'the early entry and the kept paint'],
    ['src/lib/query/kept-copy.ts', 'the early entry and the kept paint'],
    ['src/features/dashboard/components/class-card.tsx', 'app code: features/dashboard'],
    ['node_modules/ky/distribution/index.js', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (source, cause) => expect(causeOf(source)).toBe(cause));
});

describe('selfSpans', () => {
  it('cuts nested events into self time; evaluation is charged to its file, nested work included', () => {
    const spans = selfSpans(
      [
        X('RunTask', 0, 100),
        X('v8.evaluateModule', 10, 50, { data: { url: 'https://x/assets/index-ab12.js?v=1' } }),
        X('v8.compile', 20, 10),
        X('UpdateLayoutTree', 70, 20),
      ],
      0,
      1000,
    );
    const total = (label: string) => spans.filter((s) => s.label === label).reduce((sum, s) => sum + s.end - s.start, 0);
    expect(total('evaluating index-ab12.js')).toBe(50);
    expect(total('style and layout')).toBe(20);
    expect(total('js')).toBe(30); // the task's own 10 + 10 + 10 around its children
  });

  it('clips to the window and ignores what lies outside it', () => {
    const spans = selfSpans([X('RunTask', 0, 100), X('Layout', 90, 30), X('Paint', 500, 10)], 50, 110);
    expect(spans.map((s) => [s.label, s.start, s.end])).toEqual([
      ['js', 50, 90],
      ['style and layout', 90, 100],
    ]);
  });

  it('no events: no spans', () => expect(selfSpans([], 0, 10)).toEqual([]));
});

describe('samples and causes', () => {
  const events: TraceEvent[] = [
    { name: 'Profile', ph: 'P', ts: 0, pid: 1, tid: 1, id: '0x1', args: { data: { startTime: 1_000_000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 1,
      tid: 9,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('', '(root)') },
              { id: 2, parent: 1, callFrame: frame('https://x/a.js#node_modules/react-dom/x.js', 'render') },
              { id: 3, parent: 2, callFrame: frame('https://x/a.js#src/features/dashboard/components/class-card.tsx', 'ClassCard') },
              { id: 4, parent: 3, callFrame: frame('https://x/a.js#node_modules/ky/x.js', 'ky') },
              { id: 5, parent: 1, callFrame: frame('', '(garbage collector)') },
            ],
            samples: [4, 2, 5],
          },
          timeDeltas: [10_000, 10_000, 10_000], // µs
        },
      },
    },
  ];

  it('reads the profile of the thread, frames innermost first, times from its start', () => {
    const samples = samplesOf(events, 1, 1);
    expect(samples.map((s) => [s.ts, s.frames[0]!.functionName])).toEqual([
      [1_010_000, 'ky'],
      [1_020_000, 'render'],
      [1_030_000, '(garbage collector)'],
    ]);
    expect(samplesOf(events, 1, 2)).toEqual([]); // another thread's profile
  });

  it('a sample goes to the innermost frame with a cause', () => {
    const [inKy, inReact, inGc] = samplesOf(events, 1, 1) as [Sample, Sample, Sample];
    expect(sampleCause(inKy, sourceOf)).toBe('app code: features/dashboard');
    expect(sampleCause(inReact, sourceOf)).toBe('React render');
    expect(sampleCause(inGc, sourceOf)).toBe('garbage collection');
    expect(sampleCause({ ts: 0, frames: [] }, sourceOf)).toBe(BROWSER_WORK);
    expect(sampleCause({ ts: 0, frames: [frame('', '(program)')] }, sourceOf)).toBe(BROWSER_WORK);
    expect(sampleCause({ ts: 0, frames: [frame('https://x/a.js#node_modules/ky/x.js', 'ky')] }, sourceOf)).toBe('other JavaScript');
  });

  it('an evaluation is shared out to the scripts whose top-level code the samples are in', () => {
    const inModule: Sample = {
      ts: 1_000_000,
      frames: [frame('https://x/b.js', 'helper'), frame('https://x/assets/a-1.js', ''), frame('', '(root)')],
    };
    const inPage: Sample = { ts: 1_001_000, frames: [frame('https://x/', '')] };
    const spans = [
      { start: 999_000, end: 1_002_000, label: 'evaluating (a script)' },
      { start: 5_000_000, end: 5_001_000, label: 'evaluating index.js' },
    ];
    expect(ms(bootProfile(spans, [inModule, inPage], sourceOf))).toEqual({
      'evaluating a-1.js': 1.5,
      'evaluating the page': 1.5,
      'evaluating index.js': 1,
    });
  });

  it('a callback is shared out by its samples; without samples it is other JavaScript', () => {
    const spans = [
      { start: 1_000_000, end: 1_045_000, label: 'js' },
      { start: 2_000_000, end: 2_010_000, label: 'js' },
      { start: 3_000_000, end: 3_005_000, label: 'paint' },
    ];
    expect(ms(bootProfile(spans, samplesOf(events, 1, 1), sourceOf))).toEqual({
      'app code: features/dashboard': 15,
      'React render': 15,
      'garbage collection': 15,
      'other JavaScript': 10,
      paint: 5,
    });
  });
});

describe('profileRows', () => {
  it('largest first, a total, nothing under half a millisecond', () => {
    expect(
      profileRows(
        new Map([
          ['a', 1.4],
          ['b', 10.6],
          ['c', 0.2],
        ]),
      ),
    ).toEqual([
      { cause: 'b', ms: 11 },
      { cause: 'a', ms: 1 },
      { cause: 'total', ms: 12 },
    ]);
  });
});
