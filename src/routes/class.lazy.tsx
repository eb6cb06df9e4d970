import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { WaitingRoomScreen } from '@/features/classroom/components/waiting-room-screen';
import { EndClassButton } from '@/features/dashboard/components/end-class-button';
import { parseClassTitle } from '@/features/dashboard/model/class-code';

const route = getRouteApi('/Class/$calendarEventId');

/**
 * The waiting room, given the dashboard's class-code rule and its End class action, which the
 * waiting room shows only while the class is in progress by the host's clock.
 */
function ClassPage() {
  const { calendarEventId } = route.useParams();
  return (
    <WaitingRoomScreen
      classId={calendarEventId}
      parseTitle={parseClassTitle}
      endClass={(props) => <EndClassButton {...props} phase="in-progress" />}
    />
  );
}

export const Route = createLazyRoute('/Class/$calendarEventId')({ component: ClassPage });
