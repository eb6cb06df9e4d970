/**
 * The writing half of zone-kept.ts, loaded at idle (the budgets hold /login and /dashboard to the byte):
 * checks the kept table whole against the zone data, in small steps, replacing it (and the times the
 * page drew with it) when they disagree, or writes a first one.
 */
import { deviceFingerprint, deviceTimeZone } from '@/lib/time/device-zone';
import { DAY_MS } from '@/lib/time/instant';
import { temporalZoneReader } from '@/lib/time/zone-data';
import { zoneNamesRead } from '@/lib/time/zone-name';
import { makeIanaReader, primeZoneTable } from '@/lib/time/zone-offset';
import type { ZoneTable } from '@/lib/time/zone-table';
import { buildZoneTableInSteps, sameTable } from '@/lib/time/zone-table-build';
import { nextTask } from '@/lib/next-task';
import { useSessionStore } from './session-store';
import { AHEAD_MS, BACK_MS, inDate, type Kept, readKept, ZONE_KEPT_KEY, type ZoneKeeping, type ZoneReader } from './zone-kept';

export interface KeepingWork {
  /** The zone data (Temporal where the engine has it: no formatter to build; else Intl); null or throwing for an unknown zone. */
  read: (zone: string) => ZoneReader | null;
  /** Between steps: the main thread given back. */
  pause: () => Promise<void>;
  /** Still the same identity (a sign-out or switch meanwhile erased the kept zone: nothing is written). */
  still: () => boolean;
  /** The page drew with a table found wrong: the right one, and the times drawn again. */
  replace: (table: ZoneTable) => void;
}

export const defaultWork = (still: () => boolean): KeepingWork => ({
  // Temporal's reader throws for a zone the engine does not know: the build fails, no table is kept.
  read: (zone) => temporalZoneReader(zone) ?? makeIanaReader(zone),
  pause: nextTask,
  still,
  replace: (table) => {
    primeZoneTable(table);
    useSessionStore.setState((s) => ({ zoneRules: (s.zoneRules ?? 0) + 1 }));
  },
});

/** At idle, after a first card: checks what was kept, or writes down what this page read. */
export async function keepZone(
  zone: string | null,
  keeping: Pick<ZoneKeeping, 'storage' | 'engine' | 'now'>,
  work: KeepingWork,
): Promise<void> {
  const { now, storage, engine } = keeping;
  const old = readKept(keeping);
  const reader = zone ? work.read(zone) : null;
  let table: ZoneTable | undefined;
  let keptAt = now;
  let agreed: boolean | undefined;
  try {
    if (zone && reader && inDate(old, zone, now)) {
      const fresh = await buildZoneTableInSteps(zone, reader, old.table.from, old.table.to, work.pause);
      agreed = sameTable(fresh, old.table);
      table = fresh;
      keptAt = old.keptAt;
      if (!agreed && work.still()) work.replace(fresh);
    } else if (zone && reader) {
      const from = Math.floor((now - BACK_MS) / DAY_MS) * DAY_MS;
      table = await buildZoneTableInSteps(zone, reader, from, from + BACK_MS + AHEAD_MS + DAY_MS, work.pause);
    }
  } catch {
    // A zone the engine does not know (Temporal throws): no table.
  }
  if (!work.still()) return;
  const device = { fingerprint: deviceFingerprint(new Date(now).getFullYear()), zone: deviceTimeZone() };
  // Only the names of this teacher's and this device's zones (a page may have shown another teacher's).
  const names = zoneNamesRead().filter(([key]) => [zone, device.zone].includes(key.split('|')[2] ?? ''));
  const checked = agreed === undefined ? undefined : agreed ? 'agreed' : 'replaced';
  const kept: Kept = { engine, keptAt, table, checked, names, device };
  try {
    storage.setItem(ZONE_KEPT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next page reads Intl, as without it.
  }
}

/** The signed-in teacher's zone, checked and kept (the session read again: it may have changed meanwhile). */
export function keepSignedInZone(keeping: Pick<ZoneKeeping, 'storage' | 'engine' | 'now'>): Promise<void> | undefined {
  const session = useSessionStore.getState().session;
  if (!session) return;
  const still = () => useSessionStore.getState().session?.id === session.id;
  return keepZone(session.timezone ?? null, keeping, defaultWork(still));
}
