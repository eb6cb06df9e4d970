import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTeachers } from '@/features/auth/api/list-teachers';
import { switchableTeachers } from '@/features/auth/model/switchable-teachers';
import { roomsQueryOptions } from '@/features/dashboard/api/get-rooms';
import { bucketClasses } from '@/features/dashboard/model/buckets';
import { classItemsOf } from '@/features/dashboard/model/class-items-of';
import { useNow } from '@/lib/hooks/use-now';
import { useSessionStore } from '@/lib/session/session-store';
import { useTeacherZone } from '@/lib/session/teacher-zone';

/**
 * What the palette searches besides the screens, from the queries the screens already use (so an
 * answer the dashboard or the switch dialog fetched is not asked for again): the teachers an admin
 * may switch to (the admin's own identity scope) and the current identity's classes of this week.
 * Nothing is fetched before the palette is open.
 */
export function usePaletteData(opened: boolean) {
  const session = useSessionStore((s) => s.session);
  const isAdmin = !!session?.isAdmin;
  const acting = !!session?.actingAs;
  const teachers = useTeachers(session?.groupId ?? 0, opened && isAdmin);
  const rooms = useQuery({ ...roomsQueryOptions(), enabled: opened });
  const zone = useTeacherZone();
  const now = useNow();

  const offered = useMemo(() => (teachers.data && session ? switchableTeachers(teachers.data, session) : undefined), [teachers.data, session]);
  const thisWeek = useMemo(() => (rooms.data ? bucketClasses(classItemsOf(rooms.data, zone, now).items, zone, now).thisWeek : undefined), [rooms.data, zone, now]);
  return { isAdmin, acting, teachers, offered, rooms, thisWeek, zone };
}
