import { useMemo } from 'react';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useRooms } from '@/entities/classes/api/get-rooms';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import { classesInProgress } from '../model/class-rules';

/** The teacher's classes in progress now, from the rooms query (for re-entering after a drop). */
export function useClassesInProgress() {
  const rooms = useRooms();
  const zone = useTeacherZone();
  const now = useNow();
  const classes = useMemo(
    () => (rooms.data ? classesInProgress(classItemsOf(rooms.data, zone, now).items, now) : []),
    [rooms.data, zone, now],
  );
  return { rooms, classes };
}
