import { parseInstantMs } from '@/lib/time/instant';
import type { Room } from './room';

const HOUR = 60 * 60_000;

/**
 * The class list cut to what matters most on a device whose storage refuses the whole offline copy:
 * every class starting from a day before `now` to two days after it, which holds today's and
 * tomorrow's classes in any zone of the world. A row with an unreadable time is left out.
 */
export function roomsForOfflineCut(data: unknown, now: number): Room[] {
  if (!Array.isArray(data)) return [];
  return (data as Room[]).filter((room) => {
    const start = parseInstantMs(room.alg_classroom?.scheduled_start_time ?? '');
    return !Number.isNaN(start) && start >= now - 24 * HOUR && start < now + 48 * HOUR;
  });
}
