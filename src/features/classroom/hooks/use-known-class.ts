import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import type { ClassSummaryData } from '../model/class-detail';

/** The class as the teacher's last known class list has it (kept offline): the waiting room's stand-in while the host is out of reach. */
export function useKnownClass(classId: number): ClassSummaryData | undefined {
  const rooms = useQueryClient().getQueryData(roomsQueryOptions().queryKey);
  const zone = useTeacherZone();
  return useMemo(() => {
    const item = rooms && classItemsOf(rooms, zone, new Date()).items.find((candidate) => candidate.id === classId);
    return (
      item && {
        title: item.title,
        classCode: item.classCode,
        startAt: item.startAt,
        endAt: item.endAt,
        students: item.students,
        course: item.course,
      }
    );
  }, [rooms, zone, classId]);
}
