import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ClassAgainScreen } from '@/features/classroom/components/class-again-screen';
import { useClassesInProgress } from '@/features/dashboard/hooks/use-classes-in-progress';
import { parseClassTitle } from '@/entities/classes/model/class-code';

const route = getRouteApi('/ClassAgain');

/** Re-entry after a drop: the dashboard knows which classes are in progress, the classroom lets in. */
function ClassAgainPage() {
  const { id } = route.useSearch();
  const { rooms, classes } = useClassesInProgress();
  return (
    <ClassAgainScreen
      classId={id}
      parseTitle={parseClassTitle}
      inProgress={{ classes, pending: rooms.isPending, error: rooms.error, retry: () => void rooms.refetch() }}
    />
  );
}

export const Route = createLazyRoute('/ClassAgain')({ component: ClassAgainPage });
