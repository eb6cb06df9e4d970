import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/hooks/use-now';
import { relativeStart, type RelativeStart } from '@/lib/time/relative-start';

const COLOR: Record<RelativeStart['kind'], string> = { minutes: 'blue', hours: 'blue', days: 'gray', inProgress: 'teal', ended: 'gray' };

function startsInText(t: TFunction<'dashboard'>, when: RelativeStart): string {
  switch (when.kind) {
    case 'minutes':
      return t('startsIn.minutes', { count: when.minutes });
    case 'hours':
      return when.minutes === 0
        ? t('startsIn.hours', { count: when.hours })
        : t('startsIn.hoursMinutes', { hours: when.hours, minutes: when.minutes });
    case 'days':
      return t('startsIn.days', { count: when.days });
    case 'inProgress':
      return t('startsIn.inProgress');
    case 'ended':
      return t('startsIn.ended');
  }
}

/** "in 2 h 50 min", "in progress", "ended": when the class starts, relative to the dashboard's clock. */
export function StartsIn({ startMs, endMs, now }: { startMs: number; endMs: number; now: Date }) {
  const { t } = useTranslation('dashboard');
  const when = relativeStart(startMs, endMs, now.getTime());
  if (!when) return null;
  return (
    <Badge color={COLOR[when.kind]} variant="light" tt="none">
      {startsInText(t, when)}
    </Badge>
  );
}

/** The same on its own clock (useNow: every :00 and :30): a tick re-renders the badge, not the card around it. */
export function StartsInNow({ startMs, endMs }: { startMs: number; endMs: number }) {
  const now = useNow();
  return <StartsIn startMs={startMs} endMs={endMs} now={now} />;
}
