import { describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from '@/lib/time/device-zone';
import { DAY_MS } from '@/lib/time/instant';
import { intlZoneName } from '@/lib/time/zone-name';
import { makeIanaReader } from '@/lib/time/zone-offset';
import type { ZoneTable } from '@/lib/time/zone-table';
import { buildZoneTable } from '@/lib/time/zone-table-build';
import { type KeepingWork, keepZone } from './zone-keep';
import { eraseKeptZone, KEEP_MS, type Kept, primeKeptZone, ZONE_KEPT_KEY, type ZoneKeeping, type ZoneReader } from './zone-kept';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const at = (iso: string) => Date.parse(iso);
/** Wednesday of the week New York's clock goes forward (2027-03-14 07:00Z). */
const NOW = at('2027-03-10T15:00:00Z');
const NY = 'America/New_York';
const CHANGE = at('2027-03-14T07:00:00Z');

/** New York as the engine says it (node's ICU): what a Temporal probe would read in a browser. */
const intl = (zone: string) => makeIanaReader(zone);
/** New York had the rule changed: no summer time from 2027 on (as Mexico in 2022). */
const noSummerTime: ZoneKeeping['probe'] = () => () => -300;
/** New York with the change a day later: between the probes, only the idle check sees it. */
const dayLater: ZoneReader = (ms) => (ms >= CHANGE + DAY_MS && ms < at('2027-11-07T06:00:00Z') ? -240 : -300);

const keeping = (over: Partial<ZoneKeeping> = {}): ZoneKeeping => ({
  storage: memory(),
  engine: 'Chromium 156',
  now: NOW,
  probe: intl,
  ...over,
});
const work = (over: Partial<KeepingWork> = {}) => ({
  read: intl,
  pause: () => Promise.resolve(),
  still: () => true,
  ...over,
  replace: vi.fn<(table: ZoneTable) => void>(),
});
const stored = (k: ZoneKeeping) => JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!) as Kept;
const transitions = (table: ZoneTable | undefined) => table?.offsets.slice(1).map(([ms, offset]) => [new Date(ms).toISOString(), offset]);

describe('the teacher’s zone kept for the next page', () => {
  it('kept by one page: a table from a week back to 105 days ahead, with the change day, written now', async () => {
    const k = keeping();
    await keepZone(NY, k, work());
    const kept = stored(k);
    expect(kept).toMatchObject({ engine: 'Chromium 156', keptAt: NOW });
    expect(kept.table!.from).toBeLessThanOrEqual(NOW - 7 * DAY_MS);
    expect(kept.table!.to).toBeGreaterThanOrEqual(NOW + 105 * DAY_MS);
    expect(transitions(kept.table)).toEqual([['2027-03-14T07:00:00.000Z', -240]]);
  });

  /** What the next page does at boot, after one page kept New York at NOW. */
  it.each<[string, boolean, Partial<ZoneKeeping>, string | null]>([
    ['same zone data', true, {}, NY],
    ['no cheap reader (no Temporal): trusted in date, checked when idle', true, { probe: () => null }, NY],
    ['a moved change day between the probes: passes, for the idle check', true, { probe: () => dayLater }, NY],
    ['a changed rule (summer time abolished)', false, { probe: noSummerTime }, NY],
    [
      'a zone the engine no longer knows',
      false,
      {
        probe: () => () => {
          throw new RangeError('Invalid time zone');
        },
      },
      NY,
    ],
    ['44 days later', true, { now: NOW + 44 * DAY_MS }, NY],
    ['45 days later: expired', false, { now: NOW + KEEP_MS }, NY],
    ['a clock set back before it was written', false, { now: NOW - 60_000 }, NY],
    ['another browser version', false, { engine: 'Chromium 157' }, NY],
    ['another zone', false, {}, 'Europe/London'],
    ['no zone (tzOffset and a DST window)', false, {}, null],
  ])('%s: primed %s', async (_, primed, later, zone) => {
    const k = keeping();
    await keepZone(NY, k, work());
    expect(primeKeptZone(zone, { ...k, ...later })).toBe(primed);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{not json'],
    [
      'a table without its date',
      JSON.stringify({ engine: 'Chromium 156', names: [], table: buildZoneTable(NY, () => -300, NOW, NOW + 90 * DAY_MS) }),
    ],
    [
      'a date that is text',
      JSON.stringify({
        engine: 'Chromium 156',
        names: [],
        keptAt: String(NOW),
        table: buildZoneTable(NY, () => -300, NOW, NOW + 90 * DAY_MS),
      }),
    ],
    [
      'offsets that are not numbers',
      JSON.stringify({
        engine: 'Chromium 156',
        names: [],
        keptAt: NOW,
        table: { zone: NY, from: NOW, to: NOW + 90 * DAY_MS, offsets: [['x', -300]] },
      }),
    ],
    ['names that are not a list', JSON.stringify({ engine: 'Chromium 156', names: 'x', keptAt: NOW })],
  ])('a stored value that is %s: not primed, nothing thrown, and the idle check writes a right one', async (_, raw) => {
    const k = keeping();
    if (raw) k.storage.setItem(ZONE_KEPT_KEY, raw);
    expect(primeKeptZone(NY, k)).toBe(false);
    const w = work();
    await keepZone(NY, k, w);
    expect(w.replace).not.toHaveBeenCalled();
    expect(stored(k).keptAt).toBe(NOW);
    expect(transitions(stored(k).table)).toEqual([['2027-03-14T07:00:00.000Z', -240]]);
  });
});

describe('the idle check of a kept table', () => {
  it.each<[string, (zone: string) => ZoneReader | null, number, boolean]>([
    ['same zone data: kept as it was', intl, NOW + DAY_MS, false],
    ['the change day moved: replaced, and the page draws again', () => dayLater, NOW + DAY_MS, true],
    ['summer time abolished: replaced', noSummerTime, NOW + DAY_MS, true],
    ['expired: a new table, written now (the page read Intl)', intl, NOW + KEEP_MS, false],
  ])('%s', async (_, read, now, replaced) => {
    const k = keeping();
    await keepZone(NY, k, work());
    const first = stored(k);
    const w = work({ read });
    await keepZone(NY, { ...k, now }, w);
    const second = stored(k);
    const fresh = second.table!;
    expect(w.replace).toHaveBeenCalledTimes(replaced ? 1 : 0);
    if (replaced) {
      expect(w.replace).toHaveBeenCalledWith(fresh);
      expect(fresh).toEqual(buildZoneTable(NY, read(NY)!, first.table!.from, first.table!.to));
      expect(second.keptAt).toBe(first.keptAt); // trusted no longer than the table it replaced
    } else if (now < NOW + KEEP_MS) expect(second).toEqual({ ...first, checked: 'agreed' });
    else expect(second.keptAt).toBe(now);
    expect(second.checked).toBe(replaced ? 'replaced' : now < NOW + KEEP_MS ? 'agreed' : undefined);
  });

  it('reads in steps of 16 days, giving the main thread back between them', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const reads: number[] = [];
    const read = (zone: string) => {
      const r = intl(zone)!;
      return (ms: number) => (reads.push(ms), r(ms));
    };
    await keepZone(NY, keeping(), work({ read, pause }));
    expect(pause).toHaveBeenCalledTimes(7); // 113 days
    expect(reads.length).toBeLessThan(113 + 40); // a read a day, and the change day's search
  });

  it('signed out or switched meanwhile: nothing written, nothing replaced', async () => {
    const k = keeping();
    await keepZone(NY, k, work());
    const before = k.storage.getItem(ZONE_KEPT_KEY);
    const w = work({ read: () => dayLater, still: () => false });
    await keepZone(NY, { ...k, now: NOW + DAY_MS }, w);
    expect(w.replace).not.toHaveBeenCalled();
    expect(k.storage.getItem(ZONE_KEPT_KEY)).toBe(before);
  });

  it('an unknown zone keeps no table', async () => {
    const k = keeping();
    await keepZone('Not/A_Zone', k, work());
    expect(stored(k).table).toBeUndefined();
  });

  it('keeps the names of this teacher’s and this device’s zones only, not another teacher’s shown before a switch', async () => {
    for (const zone of ['Asia/Tokyo', NY, deviceTimeZone()]) intlZoneName(zone, 'en', 'shortGeneric');
    const k = keeping();
    await keepZone(NY, k, work());
    const zones = stored(k).names.map(([key]) => key.split('|')[2]);
    expect(new Set(zones)).toEqual(new Set([NY, deviceTimeZone()]));
  });

  it('erased on sign-out and switch', async () => {
    const k = keeping();
    await keepZone(NY, k, work());
    eraseKeptZone(k.storage);
    expect(k.storage.getItem(ZONE_KEPT_KEY)).toBeNull();
  });
});
