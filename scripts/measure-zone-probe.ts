/**
 * What the kept zone table's checks cost on a phone's CPU (4x slowed), each in a fresh renderer (ICU
 * starts cold): the boot's probe (5 Temporal reads, src/lib/session/zone-kept.ts), the idle check (113
 * days read with Temporal in 16-day steps, zone-keep.ts), and for scale the first Intl formatter, which
 * the table spares the first card. Run: `npx tsx scripts/measure-zone-probe.ts` (RUNS=7).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const RUNS = Number(process.env.RUNS ?? 7);

/** Runs in the page: the same reads as zone-kept.ts and zone-table.ts, on New York's week of 2027-03-10. */
function inPage() {
  const DAY = 86_400_000;
  const zone = 'America/New_York';
  const T = (
    globalThis as unknown as {
      Temporal: { Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(z: string): { offsetNanoseconds: number } } } };
    }
  ).Temporal;
  const read = (ms: number) => Math.round(T.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 6e10);
  const from = Math.floor((Date.UTC(2027, 2, 10, 15) - 7 * DAY) / DAY) * DAY;
  const to = from + 113 * DAY;
  let t = performance.now();
  const probes: number[] = [];
  for (let ms = from; ms < to; ms += 30 * DAY) probes.push(ms);
  probes.push(to - 1);
  probes.forEach(read);
  const probe = performance.now() - t;
  const steps: number[] = [];
  const offsets: [number, number][] = [[from, read(from)]];
  t = performance.now();
  for (let day = from, n = 0; day < to; day += DAY, n++) {
    if (n > 0 && n % 16 === 0) {
      steps.push(performance.now() - t);
      t = performance.now();
    }
    const end = Math.min(day + DAY, to);
    const before = offsets[offsets.length - 1]![1];
    if (read(end - 1) === before) continue;
    let [lo, hi] = [day, end - 1];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
      if (read(mid) === before) lo = mid;
      else hi = mid;
    }
    offsets.push([hi, read(hi)]);
  }
  steps.push(performance.now() - t);
  t = performance.now();
  new Intl.DateTimeFormat('en-US', { timeZone: zone, minute: 'numeric', timeZoneName: 'longOffset' }).format(from);
  const intl = performance.now() - t;
  return { probe, check: steps.reduce((a, b) => a + b, 0), longestStep: Math.max(...steps), intl };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: ReturnType<typeof inPage>[] = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript('window.__name = (f) => f'); // tsx names the functions it passes (esbuild keepNames)
  await page.goto('data:text/html,<p>probe</p>');
  rows.push(await page.evaluate(inPage));
  await context.close();
}
await browser.close();
function median(key: keyof ReturnType<typeof inPage>): string {
  const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(RUNS / 2)]!.toFixed(1);
}
console.info(
  `4x CPU, median of ${RUNS} fresh renderers: boot probe ${median('probe')} ms; idle check ${median('check')} ms in all, ` +
    `longest step ${median('longestStep')} ms; first Intl formatter after them ${median('intl')} ms`,
);
