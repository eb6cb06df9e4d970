import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime, isSameTeacherDay } from '@/lib/time/wall-format';

/**
 * Above the last known classes when the network or the host is gone: since when they are known (the
 * time named by its zone, as every time shown), and why the actions are off. Announced politely: the teacher keeps reading their schedule.
 */
export function OfflineBanner({ savedAt, now, zone, offline }: { savedAt: number; now: Date; zone: TeacherZone; offline: boolean }) {
  const { t } = useTranslation('dashboard');
  const { teacher } = useZoneLabels();
  const saved = new Date(savedAt);
  const time = isSameTeacherDay(saved, now, zone)
    ? formatTeacherTime(saved, zone)
    : `${formatTeacherDate(saved, zone)} ${formatTeacherTime(saved, zone)}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      aria-live="polite"
      title={t(offline ? 'offline.noNetwork' : 'offline.noHost', { time, zone: teacher(saved) })}
    >
      <Text size="sm">{t('offline.actions')}</Text>
    </Alert>
  );
}
