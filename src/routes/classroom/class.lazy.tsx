import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useKnownClass } from '@/features/classroom/hooks/use-known-class';
import { WaitingRoomScreen } from '@/features/classroom/components/waiting-room-screen';
import { EndClassButton } from '@/features/dashboard/components/end-class-button';
import { parseClassTitle } from '@/entities/classes/model/class-code';
import { ClassBriefPanel, ClassChecklistPanel } from '@/features/class-brief/components/class-brief-panel';

const route = getRouteApi('/Class/$calendarEventId');

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
