import { describe, expect, it, vi } from 'vitest';
import { agreesAtProbes, isZoneTable, offsetFromTable } from './zone-table';
import { buildZoneTable, buildZoneTableInSteps, sameTable } from './zone-table-build';
import { offsetAtMs, primeZoneTable } from './zone-offset';

const at = (iso: string) => Date.parse(iso);
/** New York in 2026 by hand: EST, EDT from 2026-03-08 07:00Z, EST again from 2026-11-01 06:00Z. */
const newYork = (ms: number) => (ms >= at('2026-03-08T07:00:00Z') && ms < at('2026-11-01T06:00:00Z') ? -240 : -300);
const YEAR = [at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')] as const;

describe('buildZoneTable', () => {
  it('finds each change to the minute', () => {
    expect(buildZoneTable('America/New_York', newYork, ...YEAR).offsets).toEqual([
      [YEAR[0], -300],
      [at('2026-03-08T07:00:00Z'), -240],
      [at('2026-11-01T06:00:00Z'), -300],
    ]);
  });

  it('a zone without changes is one entry; a span shorter than a day still reads its end', () => {
    expect(buildZoneTable('Asia/Shanghai', () => 480, ...YEAR).offsets).toEqual([[YEAR[0], 480]]);
    const short = buildZoneTable('America/New_York', newYork, at('2026-03-08T00:00:00Z'), at('2026-03-08T12:00:00Z'));
    expect(short.offsets).toEqual([
      [at('2026-03-08T00:00:00Z'), -300],
      [at('2026-03-08T07:00:00Z'), -240],
    ]);
  });

  it('agrees with Intl for every hour of the year, the change days included (New York, London, Lord Howe’s half hour)', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe']) {
      const read = (ms: number) => offsetAtMs(ms, { tzOffset: 0, dstStart: null, dstEnd: null, timezone: zone });
      const table = buildZoneTable(zone, read, ...YEAR);
      for (let ms = YEAR[0]; ms < YEAR[1]; ms += 3_600_000)
        expect(offsetFromTable(table, ms), `${zone} ${new Date(ms).toISOString()}`).toBe(read(ms));
    }
  });
});

describe('offsetFromTable', () => {
  const table = buildZoneTable('America/New_York', newYork, ...YEAR);
  it.each([
    ['the first instant', '2026-01-01T00:00:00Z', -300],
    ['a minute before the spring change', '2026-03-08T06:59:00Z', -300],
    ['the spring change', '2026-03-08T07:00:00Z', -240],
    ['the autumn change', '2026-11-01T06:00:00Z', -300],
    ['the last millisecond', '2026-12-31T23:59:59.999Z', -300],
    ['before the span', '2025-12-31T23:59:59.999Z', undefined],
    ['the span’s end (open)', '2027-01-01T00:00:00Z', undefined],
  ])('%s', (_, iso, offset) => expect(offsetFromTable(table, at(iso))).toBe(offset));
  it('NaN is outside every span', () => expect(offsetFromTable(table, Number.NaN)).toBeUndefined());
});

describe('isZoneTable', () => {
  it.each([
    ['a table', { zone: 'X', from: 0, to: 1, offsets: [[0, 60]] }, true],
    ['null', null, false],
    ['a string', 'table', false],
    ['no offsets', { zone: 'X', from: 0, to: 1, offsets: [] }, false],
    ['a bad entry', { zone: 'X', from: 0, to: 1, offsets: [[0, 'x']] }, false],
    ['no zone', { from: 0, to: 1, offsets: [[0, 60]] }, false],
    ['an infinite span', { zone: 'X', from: 0, to: Number.POSITIVE_INFINITY, offsets: [[0, 60]] }, false],
  ])('%s: %s', (_, value, ok) => expect(isZoneTable(value)).toBe(ok));
});

describe('a primed table in the teacher’s zone', () => {
  const zone = { tzOffset: 0, dstStart: null, dstEnd: null, timezone: 'Test/Primed' };
  it('answers within its span without building an Intl formatter, and Intl (or its nearest end) outside it', () => {
    primeZoneTable(buildZoneTable('Test/Primed', newYork, ...YEAR));
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(offsetAtMs(at('2026-07-01T12:00:00Z'), zone)).toBe(-240);
    expect(offsetAtMs(at('2026-11-01T06:00:00Z'), zone)).toBe(-300);
    expect(built).not.toHaveBeenCalled();
    // Outside the span Intl is asked; this engine does not know the zone, so the table's nearest end.
    expect(offsetAtMs(at('2027-06-01T00:00:00Z'), zone)).toBe(-300);
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });
});

describe('the checks of a kept table', () => {
  const table = buildZoneTable('America/New_York', newYork, ...YEAR);

  it('probes its start, every 30 days and its last minute', () => {
    const probes: number[] = [];
    agreesAtProbes(table, (ms) => (probes.push(ms), newYork(ms)));
    expect(probes[0]).toBe(YEAR[0]);
    expect(probes.at(-1)).toBe(YEAR[1] - 1);
    expect(probes).toHaveLength(Math.ceil(365 / 30) + 1);
  });

  it.each<[string, (ms: number) => number, boolean]>([
    ['the same rules', newYork, true],
    ['no summer time', () => -300, false],
    ['the change a day later (between the probes)', (ms) => newYork(ms - 86_400_000), true],
    ['a reader that reads nothing', () => Number.NaN, false],
  ])('at the probes, %s: %s', (_, read, agrees) => {
    expect(agreesAtProbes(table, read)).toBe(agrees);
  });

  it('built in steps: the same table, with a pause every 16 days', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const stepped = await buildZoneTableInSteps('America/New_York', newYork, ...YEAR, pause);
    expect(stepped).toEqual(table);
    expect(pause).toHaveBeenCalledTimes(Math.floor(364 / 16));
    expect(sameTable(stepped, table)).toBe(true);
    expect(
      sameTable(
        buildZoneTable('America/New_York', (ms) => newYork(ms - 86_400_000), ...YEAR),
        table,
      ),
    ).toBe(false);
  });
});
