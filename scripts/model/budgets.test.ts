import { describe, expect, it } from 'vitest';
import { IDLE_WORK_MARK as APP_IDLE_WORK_MARK } from '../../src/lib/perf-marks.ts';
import {
  BUDGETS,
  type Chunk,
  evaluate,
  forbiddenIn,
  formatTable,
  IDLE_WORK_MARK,
  largestLazyChunk,
  MAIN_THREAD_BUDGETS,
  mainThreadRows,
  ownerOf,
  sumBytes,
  topOwners,
} from './budgets';

/** Brotli at 80 % of gzip unless given: about what the build's files show. */
const chunk = (file: string, kb: number, sources: string[] = [], brotliKb = kb * 0.8): Chunk => ({
  file,
  gzip: kb * 1000,
  brotli: Math.round(brotliKb * 1000),
  sources,
});
const NM = '../../node_modules';
/** /login's enforced limit, whatever it is today. */
const LOGIN_LIMIT_KB = BUDGETS.find((budget) => budget.id === 'login-js')!.enforcedKb!;

describe('ownerOf', () => {
  it.each([
    [`${NM}/react-dom/cjs/react-dom-client.production.js`, 'react-dom'],
    [`${NM}/@mantine/core/esm/components/Button/Button.mjs`, '@mantine/core'],
    [`${NM}/.pnpm/x/node_modules/@tiptap/core/dist/index.js`, '@tiptap/core'],
    ['../../src/features/dashboard/api/get-rooms.ts', 'src/features/dashboard'],
    ['../../src/main.tsx', 'src/main.tsx'],
    ['../../mocks/handlers/auth.ts', 'mocks/handlers/auth.ts'],
    ['\0rolldown/runtime.js', '\0rolldown/runtime.js'],
  ])('%s belongs to %s', (source, owner) => {
    expect(ownerOf(source)).toBe(owner);
  });
});

describe('forbiddenIn', () => {
  it.each([
    [[`${NM}/video.js/dist/video.es.js`], ['video.js (assets/a.js)']],
    [[`${NM}/@videojs/http-streaming/dist/x.js`], ['video.js (assets/a.js)']],
    [[`${NM}/prosemirror-view/dist/index.js`], ['rich-text editor (assets/a.js)']],
    [[`${NM}/@mantine/tiptap/esm/RichTextEditor.mjs`], ['rich-text editor (assets/a.js)']],
    [['../../mocks/browser.ts'], ['demo host (assets/a.js)']],
    [[`${NM}/msw/lib/core/index.mjs`], ['demo host (assets/a.js)']],
    [[`${NM}/@mantine/spotlight/esm/SpotlightRoot.mjs`], ['command palette (assets/a.js)']],
    [['../../src/shell/palette/command-palette.tsx'], ['command palette (assets/a.js)']],
    [['../../src/features/students/components/progress-chart.tsx'], ['progress chart (assets/a.js)']],
    [['../../src/features/students/components/student-progress.tsx'], ['progress chart (assets/a.js)']],
    [['../../src/features/students/model/progress.ts'], ['progress chart (assets/a.js)']],
    // Look-alikes are not forbidden: a "mocks" word elsewhere, a "video" component of our own.
    [
      [
        '../../src/features/replay/components/video-card.tsx',
        '../../src/lib/mockstore.ts',
        '../../src/shell/layout/palette-launcher.tsx',
        '../../src/shell/layout/model/palette-shortcut.ts',
      ],
      [],
    ],
    [[], []],
  ])('%j -> %j', (sources, found) => {
    expect(forbiddenIn([chunk('assets/a.js', 1, sources)])).toEqual(found);
  });
});

describe('largestLazyChunk', () => {
  const all = [
    chunk('assets/index.js', 190),
    chunk('assets/player.js', 200, [`${NM}/video.js/dist/video.es.js`]),
    chunk('assets/replay.js', 30),
    chunk('assets/replay.css', 90),
    chunk('assets/booking.js', 42),
  ];
  it('leaves out the first page, the player and stylesheets', () => {
    expect(largestLazyChunk(all, new Set(['assets/index.js']))?.file).toBe('assets/booking.js');
  });
  it('is null when every file is initial', () => {
    expect(largestLazyChunk([chunk('assets/index.js', 1)], new Set(['assets/index.js']))).toBeNull();
  });
});

describe('evaluate', () => {
  const all = [chunk('assets/index.js', 180), chunk('assets/index.css', 12), chunk('assets/login.js', 10), chunk('assets/dash.js', 40)];
  const rows = (loginFiles: string[], dashFiles: string[], extra: Chunk[] = []) =>
    evaluate(
      [...all, ...extra],
      [
        { name: '/login', files: loginFiles },
        { name: '/dashboard', files: dashFiles },
      ],
      new Set(['assets/index.js', 'assets/index.css']),
    );

  it('sums what each visit requested, per kind, against the enforced limit', () => {
    const result = rows(['assets/index.js', 'assets/index.css', 'assets/login.js'], ['assets/index.js', 'assets/dash.js']);
    expect(result.map((row) => [row.check, row.measured, row.ok])).toEqual([
      ['/login JS', '190.0 kB', true],
      ['/login CSS', '12.0 kB', true],
      ['/login loads no player, editor, demo host, palette, chart', 'none', true],
      ['/dashboard JS', '220.0 kB', true],
      ['/dashboard CSS', '0.0 kB', true],
      ['/dashboard loads no player, editor, demo host, palette, chart', 'none', true],
      ['largest lazy chunk', '40.0 kB', true],
      ['real-host build holds no demo host', 'none', true],
    ]);
    expect(result[0]!.budget).toBe(`${LOGIN_LIMIT_KB} kB (target 160)`);
  });

  it('shows the brotli bytes of the same files beside each size, and only there', () => {
    const result = rows(['assets/index.js', 'assets/index.css', 'assets/login.js'], ['assets/index.js', 'assets/dash.js']);
    expect(result.map((row) => [row.check, row.brotli])).toEqual([
      ['/login JS', '152.0 kB'],
      ['/login CSS', '9.6 kB'],
      ['/login loads no player, editor, demo host, palette, chart', undefined],
      ['/dashboard JS', '176.0 kB'],
      ['/dashboard CSS', '0.0 kB'],
      ['/dashboard loads no player, editor, demo host, palette, chart', undefined],
      ['largest lazy chunk', '32.0 kB'],
      ['real-host build holds no demo host', undefined],
    ]);
  });

  it('enforces gzip, not brotli: a small brotli size does not save an oversized visit', () => {
    // 0.2 kB over the limit in gzip, 145 kB in brotli (the 180 kB index.js's 144 and this file's 1).
    const big = rows(['assets/index.js', 'assets/x.js'], [], [chunk('assets/x.js', LOGIN_LIMIT_KB - 180 + 0.2, [], 1)]);
    expect(big[0]).toMatchObject({ measured: `${(LOGIN_LIMIT_KB + 0.2).toFixed(1)} kB`, brotli: '145.0 kB', ok: false });
  });

  it('fails one byte over, passes exactly at the limit', () => {
    const rest = LOGIN_LIMIT_KB - 180; // beside the 180 kB index.js
    const at = rows(['assets/index.js', 'assets/x.js'], [], [chunk('assets/x.js', rest)]);
    expect(at[0]!.ok).toBe(true);
    const over = rows(
      ['assets/index.js', 'assets/x.js'],
      [],
      [{ file: 'assets/x.js', gzip: Math.round(rest * 1000) + 1, brotli: 1, sources: [] }],
    );
    expect(over[0]!.ok).toBe(false);
  });

  it('fails when a visit loads the editor or a build holds the demo host', () => {
    const editor = chunk('assets/editor.js', 30, [`${NM}/@tiptap/core/dist/index.js`]);
    const demo = chunk('assets/demo.js', 30, ['../../mocks/handlers.ts']);
    const result = rows(['assets/index.js'], ['assets/index.js', 'assets/editor.js'], [editor, demo]);
    expect(result.find((row) => row.check.startsWith('/dashboard loads'))).toMatchObject({
      ok: false,
      measured: 'rich-text editor (assets/editor.js)',
    });
    expect(result.find((row) => row.check.startsWith('real-host'))).toMatchObject({ ok: false });
  });

  it('ignores requested files that are not part of the build', () => {
    expect(rows(['assets/unknown.js'], [])[0]!.measured).toBe('0.0 kB');
  });
});

describe('sumBytes', () => {
  const files = [chunk('assets/a.js', 10, [], 7), chunk('assets/b.js', 5, [], 4), chunk('assets/a.css', 3, [], 2)];
  it.each([
    ['js', 'gzip', 15_000],
    ['js', 'brotli', 11_000],
    ['css', 'gzip', 3_000],
    ['css', 'brotli', 2_000],
  ] as const)('%s in %s: %i bytes', (kind, encoding, bytes) => {
    expect(sumBytes(files, kind, encoding)).toBe(bytes);
  });
  it('counts gzip by default, nothing for no files', () => {
    expect(sumBytes(files, 'js')).toBe(15_000);
    expect(sumBytes([], 'css', 'brotli')).toBe(0);
  });
});

describe('formatTable', () => {
  it('aligns columns, leaves brotli empty where there is none, and marks failures', () => {
    const text = formatTable([
      { check: 'a', measured: '1.0 kB', brotli: '0.8 kB', budget: '2 kB', ok: true },
      { check: 'longer check', measured: '3.0 kB', brotli: '2.5 kB', budget: '2 kB', ok: false, note: 'x' },
      { check: 'no demo host', measured: 'none', budget: 'none', ok: true },
    ]);
    expect(text.split('\n')).toEqual([
      'check         measured (gzip)  brotli  budget (gzip)  result  note',
      '------------  ---------------  ------  -------------  ------  ----',
      'a             1.0 kB           0.8 kB  2 kB           ok',
      'longer check  3.0 kB           2.5 kB  2 kB           OVER    x',
      'no demo host  none                     none           ok',
    ]);
  });
});

describe('topOwners', () => {
  it('adds up bytes per package, largest first, up to the limit', () => {
    const owners = topOwners(
      [
        { source: `${NM}/zod/v4/core/a.js`, bytes: 10 },
        { source: `${NM}/react-dom/x.js`, bytes: 30 },
        { source: `${NM}/zod/v4/classic/b.js`, bytes: 25 },
        { source: '../../src/lib/http/client.ts', bytes: 1 },
      ],
      2,
    );
    expect(owners).toEqual([
      { owner: 'zod', bytes: 35 },
      { owner: 'react-dom', bytes: 30 },
    ]);
  });
});

it('a first page ends at the mark the app sets when its idle work starts', () => expect(IDLE_WORK_MARK).toBe(APP_IDLE_WORK_MARK));

describe('mainThreadRows', () => {
  const dashboard = MAIN_THREAD_BUDGETS['/dashboard'];
  it.each([
    { case: 'within both', figures: { blockingMs: dashboard.blockingMs, longestMs: dashboard.longestMs }, ok: [true, true] },
    {
      case: 'a long task over the line',
      figures: { blockingMs: dashboard.blockingMs + 1, longestMs: dashboard.longestMs + 1 },
      ok: [false, false],
    },
    { case: 'the planted 100 ms idle task (400 ms ×4)', figures: { blockingMs: 350, longestMs: 400 }, ok: [false, false] },
  ])('$case', ({ figures, ok }) => {
    const rows = mainThreadRows([{ visit: '/dashboard', figures }]);
    expect(rows.map((row) => row.ok)).toEqual(ok);
    expect(rows.map((row) => row.measured)).toEqual([`${figures.blockingMs} ms`, `${figures.longestMs} ms`]);
  });

  it.each([
    { case: 'within', beforeCardMs: dashboard.beforeCardMs!, ok: true },
    { case: 'over', beforeCardMs: dashboard.beforeCardMs! + 1, ok: false },
    { case: 'a planted 100 ms task before the card on a run at today’s median (764 + 400 ms ×4)', beforeCardMs: 764 + 400, ok: false },
  ])('the work before the first card: $case', ({ beforeCardMs, ok }) => {
    const rows = mainThreadRows([{ visit: '/dashboard', figures: { blockingMs: 0, longestMs: 0, beforeCardMs } }]);
    expect(rows.map((row) => [row.check, row.ok])).toContainEqual(['/dashboard: CPU before the first content', ok]);
  });

  it('a page without that budget, or a run without that figure, has no such row', () => {
    expect(mainThreadRows([{ visit: '/login', figures: { blockingMs: 0, longestMs: 0, beforeCardMs: 99_999 } }])).toHaveLength(2);
    expect(mainThreadRows([{ visit: '/dashboard', figures: { blockingMs: 0, longestMs: 0 } }])).toHaveLength(2);
  });

  it('no page goes unbudgeted', () =>
    expect(() => mainThreadRows([{ visit: '/dashboard 7 students', figures: { blockingMs: 0, longestMs: 0 } }])).toThrow(
      /No main-thread budget/,
    ));
});
