import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTeachers } from '@/features/auth/api/list-teachers';
import { switchableTeachers } from '@/features/auth/model/switchable-teachers';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import { bucketClasses } from '@/features/dashboard/model/buckets';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import { studentsQueryOptions } from '@/features/students/api/list-students';
import { useNow } from '@/lib/hooks/use-now';
import { useSessionStore } from '@/lib/session/session-store';
import { useTeacherZone } from '@/lib/session/teacher-zone';

/**
 * What the palette searches besides the screens, from the queries the screens already use (so an
 * answer the dashboard, My students or the switch dialog fetched is not asked for again): the teachers
 * an admin may switch to (the admin's own identity scope), the current identity's students and its
 * classes that have not ended (this week's, and every week the class list holds). Nothing is fetched before the
 * palette is open; the three load side by side, and each group appears when its answer is in.
 */
export function usePaletteData(opened: boolean) {
  const session = useSessionStore((s) => s.session);
  const isAdmin = !!session?.isAdmin;
  const acting = !!session?.actingAs;
  const teachers = useTeachers(session?.groupId ?? 0, opened && isAdmin);
  const rooms = useQuery({ ...roomsQueryOptions(), enabled: opened });
  const students = useQuery({ ...studentsQueryOptions(), enabled: opened });
  const zone = useTeacherZone();
  const now = useNow();

  const offered = useMemo(
    () => (teachers.data && session ? switchableTeachers(teachers.data, session) : undefined),
    [teachers.data, session],
  );
  const buckets = useMemo(
    () => (rooms.data ? bucketClasses(classItemsOf(rooms.data, zone, now).items, zone, now) : undefined),
    [rooms.data, zone, now],
  );
  const classes = useMemo(() => buckets && [...buckets.thisWeek, ...buckets.nextWeek, ...buckets.later], [buckets]);
  return { isAdmin, acting, teachers, offered, rooms, classes, thisWeek: buckets?.thisWeek, students, zone };
}
