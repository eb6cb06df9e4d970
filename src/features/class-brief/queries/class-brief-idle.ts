/** Loaded when the dashboard is idle: the next class's brief, fetched before it is asked for. */
import type { QueryClient } from '@tanstack/react-query';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import type { Room } from '@/entities/classes/model/room';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { prefetchClassBrief } from './class-brief-sources';

/** The class in progress, else the next to start. */
export function nextClass(rooms: readonly Room[], zone: TeacherZone, now: Date) {
  const nowMs = now.getTime();
  return classItemsOf(rooms, zone, now)
    .items.filter((item) => item.endMs > nowMs)
    .reduce<ReturnType<typeof classItemsOf>['items'][number] | undefined>(
      (first, item) => (!first || item.startMs < first.startMs ? item : first),
      undefined,
    );
}

export async function prefetchNextBrief(client: QueryClient, rooms: readonly Room[], zone: TeacherZone, now: Date): Promise<void> {
  const next = nextClass(rooms, zone, now);
  if (next)
    await prefetchClassBrief(
      client,
      next.id,
      next.students.map((s) => s.id),
    );
}
