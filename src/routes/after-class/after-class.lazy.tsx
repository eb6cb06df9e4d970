import { createLazyRoute } from '@tanstack/react-router';
import { AfterClassScreen } from '@/features/class-brief/components/after-class-screen';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useRecentChecklists } from '@/features/class-brief/queries/class-brief-sources';

function AfterClassPage() {
  const now = useNow();
  const zone = useTeacherZone();
  const { entries, records, pending, failed, error, retry } = useRecentChecklists(now.getTime());
  return (
    <AfterClassScreen entries={entries} records={records} pending={pending} failed={failed} error={error} onRetry={retry} zone={zone} />
  );
}

export const Route = createLazyRoute('/_shell/AfterClass')({ component: AfterClassPage });
