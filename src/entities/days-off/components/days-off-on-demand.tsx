import { anyDaysOffKept } from '@/entities/days-off/store/days-off-key';
import type { DaysOffNoteProps } from './days-off-note';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';

// The first page of My courses carries none of it: the note, its store and its words come after.
const DaysOffNote = lazyPart(() => import('./days-off-note').then((m) => ({ default: m.DaysOffNote })));

/** The time off the teacher took, as spans, loaded apart from the screen that shows it. */
export function DaysOffOnDemand(props: DaysOffNoteProps) {
  if (!anyDaysOffKept()) return null;
  return (
    <OnDemandPart>
      <DaysOffNote {...props} />
    </OnDemandPart>
  );
}
