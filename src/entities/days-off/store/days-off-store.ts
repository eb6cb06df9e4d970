import { useSyncExternalStore } from 'react';
import { getSession, useSessionStore } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { readDaysOff, reconciled, withDayOff, withoutDayOff, type DayOff } from '../model/days-off';
import { daysOffKey } from './days-off-key';

/** Per teacher, whoever acts as her (days-off-key.ts): an admin acting as Emma sees Emma's, never another teacher's. */
const keyOf = (session: AuthSession | null) => daysOffKey(session);

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab took time off
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Where the current identity's time off is kept: taken when an action starts, so its end writes for the same teacher. */
export const daysOffKeyNow = (): string | null => keyOf(getSession());

/** Adds (or replaces) a time off under `key` (by default the current identity's). */
export function saveDayOff(entry: DayOff, nowMs: number, key: string | null = daysOffKeyNow()): void {
  if (!key) return;
  localStorage.setItem(key, JSON.stringify(withDayOff(readDaysOff(localStorage.getItem(key)), entry, nowMs)));
  changed();
}

/** Forgets a time off of the current identity on this device (days-off.ts `withoutDayOff`); none left, nothing is kept. */
export function forgetDayOff(entry: DayOff): void {
  const key = daysOffKeyNow();
  if (!key) return;
  const next = withoutDayOff(readDaysOff(localStorage.getItem(key)), entry);
  if (next.length > 0) localStorage.setItem(key, JSON.stringify(next));
  else localStorage.removeItem(key);
  changed();
}

/** Book a class's live slots settle what is still open (days-off.ts `reconciled`); written only when that changed. */
export function reconcileDaysOff(openIds: ReadonlySet<number>): void {
  const key = daysOffKeyNow();
  if (!key) return;
  const list = readDaysOff(localStorage.getItem(key));
  const next = reconciled(list, openIds);
  if (next.every((d, i) => d === list[i])) return;
  localStorage.setItem(key, JSON.stringify(next));
  changed();
}

/** The current identity's time off, now (outside React). */
export function storedDaysOff(): DayOff[] {
  const key = daysOffKeyNow();
  return key ? readDaysOff(localStorage.getItem(key)) : [];
}

/** The stored text of the current identity (a string, so the snapshot is stable between renders). */
export function useDaysOff(): DayOff[] {
  const key = useSessionStore((s) => keyOf(s.session));
  const text = useSyncExternalStore(subscribe, () => (key ? localStorage.getItem(key) : null));
  return readDaysOff(text);
}
