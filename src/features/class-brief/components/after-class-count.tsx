import { ToDoCount } from '@/features/class-brief/components/to-do-count';
import { classChecklist, hasToDo } from '@/features/class-brief/model/checklist';
import { useNow } from '@/lib/hooks/use-now';
import { useRecentCount } from '../queries/class-brief-sources';

/**
 * The dashboard's line: how many classes of the last 7 days are known to have something to do, once
 * the histories page and the few records asked in the background are in (count-plan.ts says which).
 */
export default function AfterClassCount() {
  const now = useNow();
  const { entries, records, pending } = useRecentCount(now.getTime());
  if (pending) return null;
  return <ToDoCount count={entries.filter((entry) => hasToDo(classChecklist(entry, records))).length} />;
}
