import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/hooks/use-now';
import { LIVE } from '@/lib/kept-paint/kept-paint';
import { relativeStart, type RelativeStart } from '@/lib/time/relative-start';
import type { TeacherZone } from '@/lib/time/zone-offset';

const COLOR: Record<RelativeStart['kind'], string> = {
  minutes: 'blue',
  hours: 'blue',
  tomorrow: 'gray',
  days: 'gray',
  inProgress: 'teal',
  ended: 'gray',
};

function startsInText(t: TFunction<'dashboard'>, when: RelativeStart): string {
  switch (when.kind) {
    case 'minutes':
      return t('startsIn.minutes', { count: when.minutes });
    case 'hours':
      return when.minutes === 0
        ? t('startsIn.hours', { count: when.hours })
        : t('startsIn.hoursMinutes', { hours: when.hours, minutes: when.minutes });
    case 'tomorrow':
      return t('startsIn.tomorrow');
    case 'days':
      return t('startsIn.days', { count: when.days });
    case 'inProgress':
      return t('startsIn.inProgress');
    case 'ended':
      return t('startsIn.ended');
  }
}

/**
 * "in 2 h 50 min", "tomorrow", "in 3 days", "in progress", "ended": when the class starts, relative to
 * the dashboard's clock, days counted on the teacher's calendar.
 */
export function StartsIn({ startMs, endMs, now, zone }: { startMs: number; endMs: number; now: Date; zone: TeacherZone }) {
  const { t } = useTranslation('dashboard');
  const when = relativeStart(startMs, endMs, now.getTime(), zone);
  if (!when) return null;
  return (
    // Live: true only now, so hidden in the kept paint (lib/kept-paint).
    <Badge color={COLOR[when.kind]} variant="light" tt="none" style={{ flexShrink: 0 }} {...{ [LIVE]: '' }}>
      {startsInText(t, when)}
    </Badge>
  );
}

/** The same on its own clock (useNow: every :00 and :30): a tick re-renders the badge, not the card around it. */
export function StartsInNow({ startMs, endMs, zone }: { startMs: number; endMs: number; zone: TeacherZone }) {
  const now = useNow();
  return <StartsIn startMs={startMs} endMs={endMs} now={now} zone={zone} />;
}
