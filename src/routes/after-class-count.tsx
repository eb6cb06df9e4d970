import { ToDoCount } from '@/features/class-brief/components/to-do-count';
import { classChecklist, hasToDo } from '@/features/class-brief/model/checklist';
import { useNow } from '@/lib/hooks/use-now';
import { useRecentChecklists } from './class-brief-sources';

/** The dashboard's line: how many classes of the last 7 days still have something to do (once every answer is in). */
export default function AfterClassCount() {
  const now = useNow();
  const { entries, records, pending } = useRecentChecklists(now.getTime());
  if (pending) return null;
  return <ToDoCount count={entries.filter((entry) => hasToDo(classChecklist(entry, records))).length} />;
}
