/**
 * src/lib/time against date-fns-tz on the work a teacher's screens do (issue 40, point 4):
 * 1. Agreement: every 15 minutes of a clock-change week in six zones, instant -> "YYYY-MM-DD HH:mm"
 *    (`formatInTimeZone`, `toZonedTime`) and wall time -> instant (`fromZonedTime`), each under several
 *    device zones (the library builds its Dates on the device's clock; Node applies a change of TZ at once).
 *    Also `getTimezoneOffset` against the offsets, and date-fns `parseISO` against `parseInstantMs`.
 * 2. CPU time, paired and interleaved: a teacher's 200 classes over New York's fall-back week, each
 *    class's date, start and end texts and its start read back from wall time, hand-written vs library.
 * 3. What importing the library costs a page: Intl formatters built by the import alone (the kept zone
 *    table exists so that a returning page builds none), and minified gzip bytes of the same jobs.
 * Run: `npx tsx scripts/measure-time-lib.ts` (PAIRS=41, REPS=20). Say `uptime` beside the figures.
 */
import { gzipSync } from 'node:zlib';
import { parseISO } from 'date-fns';
import { build, type Rollup } from 'vite';
import { pairOrder } from './model/paired-runs';
import { median } from './model/perf-report';
import { parseInstantMs } from '../src/lib/time/instant';
import { teacherClock } from '../src/lib/time/wall-format';
import { fromTeacherWall, teacherOffsetMinutes, toTeacherWall, type TeacherZone, type WallTimeInput } from '../src/lib/time/zone-offset';

// Counted before the library is imported: its module builds a formatter at load.
const RealFormat = Intl.DateTimeFormat;
let formattersBuilt = 0;
Intl.DateTimeFormat = new Proxy(RealFormat, {
  construct(target, args) {
    formattersBuilt++;
    return Reflect.construct(target, args);
  },
});
const { formatInTimeZone, fromZonedTime, getTimezoneOffset, toZonedTime } = await import('date-fns-tz');
const formattersOnImport = formattersBuilt;
Intl.DateTimeFormat = RealFormat;

const PAIRS = Number(process.env.PAIRS ?? 41);
const REPS = Number(process.env.REPS ?? 20);
const MIN = 60_000;
const DAY = 86_400_000;
const zone = (timezone: string): TeacherZone => ({ tzOffset: 0, dstStart: null, dstEnd: null, timezone });
const pad = (n: number) => String(n).padStart(2, '0');
const wallText = (w: WallTimeInput) => `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
const isoWall = (w: WallTimeInput) => `${wallText(w).replace(' ', 'T')}:00`;

/** Each zone's week around a 2026 clock change: [zone, the week's first instant]. */
const WEEKS: [string, string][] = [
  ['America/New_York', '2026-03-05T00:00:00Z'],
  ['America/New_York', '2026-10-29T00:00:00Z'],
  ['Europe/London', '2026-10-22T00:00:00Z'],
  ['Pacific/Auckland', '2026-09-24T00:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-02T00:00:00Z'],
  ['Asia/Kolkata', '2026-03-05T00:00:00Z'],
];
const DEVICES = ['UTC', 'America/New_York', 'Asia/Shanghai', 'Europe/London', 'Australia/Lord_Howe'];

function agreement() {
  const rows: string[] = [];
  for (const device of DEVICES) {
    process.env.TZ = device;
    let format = 0;
    let toWall = 0;
    let fromWall = 0;
    let offsets = 0;
    let cases = 0;
    for (const [name, start] of WEEKS) {
      const z = zone(name);
      for (let ms = Date.parse(start); ms < Date.parse(start) + 7 * DAY; ms += 15 * MIN) {
        cases++;
        const wall = toTeacherWall(new Date(ms), z);
        if (formatInTimeZone(ms, name, 'yyyy-MM-dd HH:mm') !== wallText(wall)) format++;
        const zoned = toZonedTime(ms, name);
        if (zoned.getHours() !== wall.hour || zoned.getMinutes() !== wall.minute) toWall++;
        // Wall time -> instant for the same wall minute: gaps move forward, overlaps take the earlier (spec of fromTeacherWall).
        if (fromZonedTime(isoWall(wall), name).getTime() !== fromTeacherWall(wall, z).getTime()) fromWall++;
        if (getTimezoneOffset(name, new Date(ms)) / MIN !== teacherOffsetMinutes(new Date(ms), z)) offsets++;
      }
    }
    // Instants on the wire: a zone-less time is UTC to the app (instant.ts).
    const parse = ['2026-03-08T02:30:00', '2026-11-01T01:30:00.5', 'March 8, 2026'].filter(
      (raw) => !Object.is(parseISO(raw).getTime(), parseInstantMs(raw)),
    ).length;
    rows.push(`| ${device} | ${cases} | ${format} | ${toWall} | ${fromWall} | ${offsets} | ${parse}/3 |`);
  }
  process.env.TZ = 'UTC';
  return rows;
}

/** 200 classes, one every 50 minutes from Monday 2026-10-26 in New York (the week the clock falls back). */
const CLASSES = Array.from({ length: 200 }, (_, i) => Date.parse('2026-10-26T12:00:00Z') + i * 50 * MIN);
const NY = zone('America/New_York');

function handWritten(): number {
  let n = 0;
  const clock = teacherClock(NY);
  for (const ms of CLASSES) {
    n += clock.date(ms).length + clock.time(ms).length + clock.time(ms + 45 * MIN).length;
    const w = toTeacherWall(new Date(ms), NY);
    n += fromTeacherWall(w, NY).getTime() === ms ? 1 : 0;
  }
  return n;
}

function library(): number {
  let n = 0;
  const tz = 'America/New_York';
  for (const ms of CLASSES) {
    n += formatInTimeZone(ms, tz, 'yyyy-MM-dd').length + formatInTimeZone(ms, tz, 'HH:mm').length;
    n += formatInTimeZone(ms + 45 * MIN, tz, 'HH:mm').length;
    const z = toZonedTime(ms, tz);
    n += fromZonedTime(z, tz).getTime() === ms ? 1 : 0;
  }
  return n;
}

function cpuMs(work: () => number): number {
  const before = process.cpuUsage();
  for (let r = 0; r < REPS; r++) work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / REPS;
}

function timing() {
  process.env.TZ = 'America/New_York';
  if (handWritten() !== library()) throw new Error('the two workloads do not do the same work');
  const hand: number[] = [];
  const lib: number[] = [];
  // A B B A…: drift in the machine's load falls on both sides, and each takes both places of a pair.
  for (const side of pairOrder(PAIRS)) (side === 'A' ? hand : lib).push(cpuMs(side === 'A' ? handWritten : library));
  const ratios = hand.map((h, i) => lib[i]! / h);
  return { hand: median(hand), lib: median(lib), ratio: median(ratios), slower: ratios.filter((r) => r > 1).length };
}

console.info('Disagreements with src/lib/time, by device zone (a clock-change week in each of 6 zones, every 15 min):');
console.info('| device zone | instants | formatInTimeZone | toZonedTime | fromZonedTime | getTimezoneOffset | parseISO |');
console.info('|---|---|---|---|---|---|---|');
for (const row of agreement()) console.info(row);
const t = timing();
console.info(
  `\nCPU per workload (200 classes: 3 texts + 1 wall->instant each), median of ${PAIRS} interleaved pairs x ${REPS} reps:` +
    `\nhand-written ${t.hand.toFixed(3)} ms, date-fns-tz ${t.lib.toFixed(3)} ms; library/hand median ratio ${t.ratio.toFixed(1)}x, library slower in ${t.slower}/${PAIRS} pairs`,
);

/** Minified, gzip-6 bytes of one entry module bundled with its imports (what a page would fetch for it). */
async function gzipBytes(code: string): Promise<number> {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? code : null),
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'virtual:entry', preserveEntrySignatures: 'strict' } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(built) ? built[0]! : built).output[0];
  return gzipSync(chunk.code, { level: 6 }).length;
}
const lib = await gzipBytes(`export { formatInTimeZone, fromZonedTime, toZonedTime } from 'date-fns-tz';`);
const hand = await gzipBytes(
  `export { fromTeacherWall, toTeacherWall } from '${process.cwd()}/src/lib/time/zone-offset';\n` +
    `export { formatTeacherDate, formatTeacherTime, teacherClock } from '${process.cwd()}/src/lib/time/wall-format';`,
);
console.info(`\nIntl formatters built by importing date-fns-tz: ${formattersOnImport}`);
console.info(
  `gzip bytes: date-fns-tz (formatInTimeZone, fromZonedTime, toZonedTime) ${lib}; src/lib/time's same jobs (with fixed zones and the kept table) ${hand}`,
);
