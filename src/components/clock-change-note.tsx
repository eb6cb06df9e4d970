import { useTeacherZone } from '@/lib/session/teacher-zone';
import { type Days, mayChangeClock } from '@/lib/time/may-change-clock';
import { lazyPart, OnDemandPart } from './on-demand-part';

// The exact changes, the note and its words: loaded only in a week that may hold a change.
const ClockChangeList = lazyPart(() => import('./clock-change-list').then((m) => ({ default: m.ClockChangeList })));

/** Says when the teacher's or the device's clock changes within the teacher days `from`..`to` (issue 28, point 4). */
export function ClockChangeNote(days: Days) {
  const zone = useTeacherZone();
  if (!mayChangeClock(days, zone)) return null;
  return (
    <OnDemandPart>
      <ClockChangeList from={days.from} to={days.to} zone={zone} />
    </OnDemandPart>
  );
}
