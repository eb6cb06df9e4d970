import { useSyncExternalStore } from 'react';
import { getSession, useSessionStore } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { readDaysOff, withDayOff, type DayOff } from './days-off';
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

export function saveDayOff(entry: DayOff, nowMs: number): void {
  const key = keyOf(getSession());
  if (!key) return;
  localStorage.setItem(key, JSON.stringify(withDayOff(readDaysOff(localStorage.getItem(key)), entry, nowMs)));
  changed();
}

/** The current identity's time off, now (outside React). */
export function storedDaysOff(): DayOff[] {
  const key = keyOf(getSession());
  return key ? readDaysOff(localStorage.getItem(key)) : [];
}

/** The stored text of the current identity (a string, so the snapshot is stable between renders). */
export function useDaysOff(): DayOff[] {
  const key = useSessionStore((s) => keyOf(s.session));
  const text = useSyncExternalStore(subscribe, () => (key ? localStorage.getItem(key) : null));
  return readDaysOff(text);
}
