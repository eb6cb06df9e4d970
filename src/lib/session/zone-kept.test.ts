import { describe, expect, it } from 'vitest';
import { deviceTimeZone } from '@/lib/time/device-zone';
import { DAY_MS } from '@/lib/time/instant';
import { intlZoneName } from '@/lib/time/zone-name';
import { keepZone } from './zone-keep';
import { eraseKeptZone, primeKeptZone, ZONE_KEPT_KEY, type ZoneKeeping } from './zone-kept';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const NOW = Date.parse('2026-11-28T09:00:00Z');
const keeping = (over: Partial<ZoneKeeping> = {}): ZoneKeeping => ({ storage: memory(), engine: 'Chromium 156', now: NOW, ...over });

describe('the teacher’s zone kept for the next page', () => {
  it('kept by one page, primed by the next: a table over the weeks ahead, with the change days', () => {
    const k = keeping();
    keepZone('America/New_York', k);
    const kept = JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!);
    expect(kept.engine).toBe('Chromium 156');
    expect(kept.table.zone).toBe('America/New_York');
    expect(kept.table.from).toBeLessThanOrEqual(NOW - 7 * DAY_MS);
    expect(kept.table.to).toBeGreaterThanOrEqual(NOW + 399 * DAY_MS);
    // 2027-03-14 and 2027-11-07 are inside the span.
    expect(kept.table.offsets.map(([at]: [number]) => new Date(at).toISOString())).toEqual([
      new Date(kept.table.from).toISOString(),
      '2027-03-14T07:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
    ]);
    expect(primeKeptZone('America/New_York', k)).toBe(true);
  });

  it.each([
    ['another browser version', { engine: 'Chromium 157' }, 'America/New_York'],
    ['another zone', {}, 'Europe/London'],
    ['no zone (tzOffset and a DST window)', {}, null],
    ['a table within 30 days of its end', { now: NOW + 380 * DAY_MS }, 'America/New_York'],
  ])('not primed for %s', (_, later, zone) => {
    const k = keeping();
    keepZone('America/New_York', k);
    expect(primeKeptZone(zone, { ...k, ...later })).toBe(false);
  });

  it('nothing kept, or something unreadable: not primed, nothing thrown', () => {
    const k = keeping();
    expect(primeKeptZone('America/New_York', k)).toBe(false);
    k.storage.setItem(ZONE_KEPT_KEY, '{not json');
    expect(primeKeptZone('America/New_York', k)).toBe(false);
    k.storage.setItem(ZONE_KEPT_KEY, JSON.stringify({ engine: 'Chromium 156', names: [], table: { zone: 'America/New_York' } }));
    expect(primeKeptZone('America/New_York', k)).toBe(false);
  });

  it('a table still good is kept as it was; an unknown zone keeps no table', () => {
    const k = keeping();
    keepZone('America/New_York', k);
    const first = JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!).table;
    keepZone('America/New_York', { ...k, now: NOW + DAY_MS });
    expect(JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!).table).toEqual(first);
    keepZone('Not/A_Zone', k);
    expect(JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!).table).toBeUndefined();
  });

  it('keeps the names of this teacher’s and this device’s zones only, not another teacher’s shown before a switch', () => {
    for (const zone of ['Asia/Tokyo', 'America/New_York', deviceTimeZone()]) intlZoneName(zone, 'en', 'shortGeneric');
    const k = keeping();
    keepZone('America/New_York', k);
    const zones = JSON.parse(k.storage.getItem(ZONE_KEPT_KEY)!).names.map(([key]: [string]) => key.split('|')[2]);
    expect(new Set(zones)).toEqual(new Set(['America/New_York', deviceTimeZone()]));
  });

  it('erased on sign-out and switch', () => {
    const k = keeping();
    keepZone('America/New_York', k);
    eraseKeptZone(k.storage);
    expect(k.storage.getItem(ZONE_KEPT_KEY)).toBeNull();
  });
});
