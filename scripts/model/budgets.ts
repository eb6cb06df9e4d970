/**
 * Performance budgets (issue 3) and the pure arithmetic of the budget check
 * (scripts/check-budgets.ts measures; this file judges and prints). Budgets are gzip bytes (level 6,
 * as nginx compresses on the fly); the brotli bytes (quality 11, the build's .br copies that nginx
 * sends to browsers accepting br) are shown beside them, not enforced. 1 kB = 1000 bytes, as Vite reports them.
 */
export const KB = 1000;

export interface Budget {
  id: 'login-js' | 'login-css' | 'dashboard-js' | 'dashboard-css' | 'lazy-chunk';
  label: string;
  /** What the issue asks for. */
  targetKb: number;
  /** What `npm test` enforces when the target cannot be met; the reason is in docs/decisions/performance.md. */
  enforcedKb?: number;
}

/** The app's mark where its idle work starts (src/lib/perf-marks.ts): a first page is what came before it. */
export const IDLE_WORK_MARK = 'tp:idle-work';

export const BUDGETS: readonly Budget[] = [
  // Issue 15's targets are not met (the fixed stack alone is ~120 kB of /login, docs/measurements.md "First-page
  // bytes"): each page is enforced at its size today (measured 197.7 / 228.4 kB; the demo host's address
  // the measured build embeds moves it by up to 0.1 kB, its port differs per run), so it can only shrink. Off both first pages: the header
  // menu, the palette, the dialogs, and the notification stack (its code comes with the first notice or the idle work;
  // src/app/notification-stack.tsx). React in a file of its own costs ~0.3 kB of glue. The first reads'
  // ~1.2 kB are in index.html, not in a file (src/early-reads.ts). Risen 0.1 / 0.2 kB for what every visit needs
  // when the network fails: a route's code asked again (lib/network/code-again.ts), the dashboard's status line
  // and its states (issue 45), the offline words only when true; 0.1 / 0.1 kB more for a failure heard after the
  // host's return being told again (lib/query/recovery.ts `hostBackSince`), which left 0.03 kB for the address.
  { id: 'login-js', label: '/login JS', targetKb: 160, enforcedKb: 197.8 },
  { id: 'login-css', label: '/login CSS', targetKb: 30 },
  { id: 'dashboard-js', label: '/dashboard JS', targetKb: 180, enforcedKb: 228.5 },
  { id: 'dashboard-css', label: '/dashboard CSS', targetKb: 30 },
  { id: 'lazy-chunk', label: 'largest lazy chunk', targetKb: 60 },
];

/** Code that must never load on /login or /dashboard (matched against source-map paths). */
export const FORBIDDEN: readonly { name: string; pattern: RegExp }[] = [
  { name: 'video.js', pattern: /node_modules\/(video\.js|@videojs|m3u8-parser|mpd-parser|mux\.js|aes-decrypter)\// },
  { name: 'rich-text editor', pattern: /node_modules\/(@tiptap|prosemirror-[\w-]+|@mantine\/tiptap)\// },
  { name: 'demo host', pattern: /(^|\/)mocks\/|node_modules\/msw\// },
  // Loaded when first opened or shown (issue 17): only the palette's shortcut and button are on a first page.
  { name: 'command palette', pattern: /node_modules\/@mantine\/spotlight\/|(^|\/)src\/shell\/palette\// },
  { name: 'progress chart', pattern: /(^|\/)src\/features\/students\/(model\/progress|components\/(student-)?progress)/ },
];

/** The player's chunk may exceed the lazy-chunk budget (video.js alone is larger). */
const PLAYER = FORBIDDEN[0]!.pattern;

export interface Chunk {
  file: string;
  /** Gzip level 6 bytes: what the budgets count. */
  gzip: number;
  /** Brotli quality 11 bytes (the precompressed copy): reported beside gzip. */
  brotli: number;
  /** Source paths from the chunk's source map (empty for CSS). */
  sources: string[];
}

export interface Visit {
  name: '/login' | '/dashboard';
  /** Build files (assets/...) the browser requested during the visit. */
  files: string[];
}

export interface Row {
  check: string;
  measured: string;
  /** The same files in brotli, for size rows. */
  brotli?: string;
  budget: string;
  ok: boolean;
  note?: string;
}

const isJs = (file: string) => file.endsWith('.js');
const isCss = (file: string) => file.endsWith('.css');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The node_modules package (or `src/...` folder) a source path belongs to. */
export function ownerOf(source: string): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source); // the innermost node_modules
  if (pkg) return pkg[1]!;
  const local = /(?:^|\/)(src|mocks|locales)\/(.*)$/.exec(source);
  return local ? `${local[1]}/${local[2]!.split('/').slice(0, 2).join('/')}` : source.replace(/^(\.\.\/)+/, '');
}

export function forbiddenIn(chunks: readonly Chunk[]): string[] {
  const found = new Set<string>();
  for (const chunk of chunks) {
    for (const rule of FORBIDDEN) if (chunk.sources.some((source) => rule.pattern.test(source))) found.add(`${rule.name} (${chunk.file})`);
  }
  return [...found];
}

export function sumBytes(chunks: readonly Chunk[], kind: 'js' | 'css', encoding: 'gzip' | 'brotli' = 'gzip'): number {
  return chunks.filter((chunk) => (kind === 'js' ? isJs : isCss)(chunk.file)).reduce((sum, chunk) => sum + chunk[encoding], 0);
}

/** The largest JS chunk the first page does not load, leaving out the player's. */
export function largestLazyChunk(all: readonly Chunk[], initial: ReadonlySet<string>): Chunk | null {
  const lazy = all.filter((chunk) => isJs(chunk.file) && !initial.has(chunk.file) && !chunk.sources.some((s) => PLAYER.test(s)));
  return lazy.reduce<Chunk | null>((max, chunk) => (max === null || chunk.gzip > max.gzip ? chunk : max), null);
}

function budgetRow(budget: Budget, bytes: { gzip: number; brotli: number }, note?: string): Row {
  const limit = budget.enforcedKb ?? budget.targetKb;
  const budgetText = budget.enforcedKb === undefined ? `${limit} kB` : `${limit} kB (target ${budget.targetKb})`;
  return {
    check: budget.label,
    measured: kb(bytes.gzip),
    brotli: kb(bytes.brotli),
    budget: budgetText,
    ok: bytes.gzip <= limit * KB,
    ...(note ? { note } : {}),
  };
}

const budget = (id: Budget['id']) => BUDGETS.find((b) => b.id === id)!;

/** Every row of the report: sizes per visit, the largest lazy chunk, forbidden code, demo-host code in the build. */
export function evaluate(all: readonly Chunk[], visits: readonly Visit[], initial: ReadonlySet<string>): Row[] {
  const byFile = new Map(all.map((chunk) => [chunk.file, chunk]));
  const rows: Row[] = [];
  for (const visit of visits) {
    const loaded = visit.files.map((file) => byFile.get(file)).filter((chunk): chunk is Chunk => chunk !== undefined);
    const id = visit.name === '/login' ? 'login' : 'dashboard';
    const js = loaded.filter((chunk) => isJs(chunk.file));
    const sizes = (kind: 'js' | 'css') => ({ gzip: sumBytes(loaded, kind), brotli: sumBytes(loaded, kind, 'brotli') });
    rows.push(budgetRow(budget(`${id}-js`), sizes('js'), `${js.length} files`));
    rows.push(budgetRow(budget(`${id}-css`), sizes('css'), `${loaded.length - js.length} files`));
    const forbidden = forbiddenIn(loaded);
    rows.push({
      check: `${visit.name} loads no player, editor, demo host, palette, chart`,
      measured: forbidden.join(', ') || 'none',
      budget: 'none',
      ok: forbidden.length === 0,
    });
  }
  const lazy = largestLazyChunk(all, initial);
  rows.push(budgetRow(budget('lazy-chunk'), { gzip: lazy?.gzip ?? 0, brotli: lazy?.brotli ?? 0 }, lazy?.file));
  const demo = forbiddenIn(all).filter((entry) => entry.startsWith('demo host'));
  rows.push({ check: 'real-host build holds no demo host', measured: demo.join(', ') || 'none', budget: 'none', ok: demo.length === 0 });
  return rows;
}

/** A plain-text table for the terminal. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['check', 'measured (gzip)', 'brotli', 'budget (gzip)', 'result', 'note'];
  const cells = rows.map((row) => [row.check, row.measured, row.brotli ?? '', row.budget, row.ok ? 'ok' : 'OVER', row.note ?? '']);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** The biggest contributors to a set of chunks, by package, for the report of a failed budget. */
export function topOwners(contributions: readonly { source: string; bytes: number }[], limit = 8): { owner: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const { source, bytes } of contributions) totals.set(ownerOf(source), (totals.get(ownerOf(source)) ?? 0) + bytes);
  return [...totals]
    .map(([owner, bytes]) => ({ owner, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}

/**
 * The main thread after the first content (issue 38; scripts/model/main-thread.ts): blocking time and
 * longest task in the 10 s after it, each task's CPU time at the reference phone (scripts/model/calibration.ts:
 * ×4 on the reference machine), on a phone's screen. Set at the reference machine (2026-11-29: /login longest
 * 3-16 ms, /dashboard 34-41 ms, no blocking; 300 students 175-353 / 195-261 ms) with room for a run's spread;
 * calibrated on another machine they read the same (docs/measurements.md "Calibration"). They may only shrink.
 */
export type MainThreadVisit = '/login' | '/dashboard' | `/dashboard ${number} students`;

export interface MainThreadBudget {
  blockingMs: number;
  longestMs: number;
  /**
   * The main thread's CPU time from the navigation to the first content, ×4 (issue 38, point 4;
   * scripts/model/before-first-card.ts): the work the first card waits for.
   */
  beforeCardMs?: number;
}

export const MAIN_THREAD_BUDGETS: Record<MainThreadVisit, MainThreadBudget> = {
  '/login': { blockingMs: 0, longestMs: 30 },
  // No task over 50 ms (issue 38, point 2). Before the card, the work it waits for (point 4): medians of 3-5 runs
  // 764 ms (load 7-8) and 847 ms (load 20-25), single runs 675-962 ms; a planted 100 ms busy wait before the
  // render made it 1036 (docs/measurements.md).
  '/dashboard': { blockingMs: 0, longestMs: 50, beforeCardMs: 1000 },
  // What is left is the after-class count's request per student (issue 38, point 3: one task starts the
  // 300 requests) and the offline copy written after every answer (issue 37): both shrink it.
  '/dashboard 300 students': { blockingMs: 450, longestMs: 320 },
};

export function mainThreadRows(
  measured: readonly { visit: MainThreadVisit; figures: { blockingMs: number; longestMs: number; beforeCardMs?: number } }[],
): Row[] {
  return measured.flatMap(({ visit, figures }) => {
    const budget = MAIN_THREAD_BUDGETS[visit];
    if (!budget) throw new Error(`No main-thread budget for ${visit}`);
    const row = (what: string, ms: number, limit: number): Row => ({
      check: `${visit}: ${what}`,
      measured: `${ms} ms`,
      budget: `${limit} ms`,
      ok: ms <= limit,
      note: 'CPU time at the reference phone, 10 s after the first content',
    });
    const rows = [
      row('blocking time after the first content', figures.blockingMs, budget.blockingMs),
      row('longest task after it', figures.longestMs, budget.longestMs),
    ];
    if (budget.beforeCardMs === undefined || figures.beforeCardMs === undefined) return rows;
    return [
      ...rows,
      {
        ...row('CPU before the first content', figures.beforeCardMs, budget.beforeCardMs),
        note: 'CPU time at the reference phone, navigation to the first content',
      },
    ];
  });
}
