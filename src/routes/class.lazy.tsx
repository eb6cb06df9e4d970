import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ClassSummaryData } from '@/features/classroom/model/class-detail';
import { WaitingRoomScreen } from '@/features/classroom/components/waiting-room-screen';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import { EndClassButton } from '@/features/dashboard/components/end-class-button';
import { parseClassTitle } from '@/entities/classes/model/class-code';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { ClassBriefPanel, ClassChecklistPanel } from '@/features/class-brief/components/class-brief-panel';

const route = getRouteApi('/Class/$calendarEventId');

/** The class as the teacher's last known class list has it (kept offline): the waiting room's stand-in while the host is out of reach. */
function useKnownClass(classId: number): ClassSummaryData | undefined {
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

/** Before the class its students' brief, after it the checklist (other features' answers, composed here). */
const COMPANION = {
  brief: (props: { classId: number; studentIds: number[] }) => <ClassBriefPanel {...props} />,
  checklist: (props: { classId: number; title: string }) => <ClassChecklistPanel {...props} />,
};

/**
 * The waiting room, given the dashboard's class-code rule, its End class action (shown only while the
 * class is in progress by the host's clock) and its last known classes.
 */
function ClassPage() {
  const { calendarEventId } = route.useParams();
  return (
    <WaitingRoomScreen
      classId={calendarEventId}
      parseTitle={parseClassTitle}
      endClass={(props) => <EndClassButton {...props} phase="in-progress" />}
      known={useKnownClass(calendarEventId)}
      companion={COMPANION}
    />
  );
}

export const Route = createLazyRoute('/Class/$calendarEventId')({ component: ClassPage });
