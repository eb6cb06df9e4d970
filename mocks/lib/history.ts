/** A teacher's class history: generated past classes plus booked classes that have finished. */
import { isBooked, slotAsHistory } from './classes';
import type { HistoryEntry, Slot, TeacherSchedule } from '../core/types';

/** Ended by the teacher, or its time ran out. */
const hasFinished = (slot: Slot, now: number) =>
  isBooked(slot) && (slot.state === 'ended' || (slot.state === 'scheduled' && Date.parse(slot.end) <= now));

/**
 * Every history row, newest first. A finished class is a "pending" view of its slot until the
 * teacher writes to it; then it is stored with the history (see historyForWrite) and shown from there.
 */
export function allHistory(schedule: TeacherSchedule, now: number): HistoryEntry[] {
  const stored = new Set(schedule.history.map((h) => h.id));
  const finished = schedule.slots.filter((s) => hasFinished(s, now) && !stored.has(s.id)).map(slotAsHistory);
  return [...finished, ...schedule.history].sort((a, b) => b.start_at.localeCompare(a.start_at));
}

export const findHistory = (schedule: TeacherSchedule, id: number, now: number): HistoryEntry | undefined =>
  allHistory(schedule, now).find((h) => h.id === id);

/** The stored row with that id, stored first when it is still a view of a finished slot. */
export function historyForWrite(schedule: TeacherSchedule, id: number, now: number): HistoryEntry | undefined {
  const stored = schedule.history.find((h) => h.id === id);
  if (stored) return stored;
  const entry = findHistory(schedule, id, now);
  if (entry) schedule.history.push(entry);
  return entry;
}
