/** Notes pinned to moments of a recording. */
import { durationParts } from '@/lib/time/wall-format';
import type { ReplayMark } from './history';

export const MAX_NOTE_CHARS = 500;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A media clock: "0:05", "12:34", "1:02:03" (whole seconds, floored; negative or NaN is "0:00"). */
export function formatMediaTime(seconds: number): string {
  const { hours, minutes, seconds: s } = durationParts(seconds);
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(s)}` : `${minutes}:${pad2(s)}`;
}

/** Earliest moment first; notes at the same moment in the order they were written. */
export const sortMarks = (marks: readonly ReplayMark[]): ReplayMark[] =>
  [...marks].sort((a, b) => a.atSeconds - b.atSeconds || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);

/** The moment a note is pinned at: the player's time to a tenth of a second, never negative. */
export const pinTime = (currentTime: number): number =>
  Number.isFinite(currentTime) && currentTime > 0 ? Math.floor(currentTime * 10) / 10 : 0;
