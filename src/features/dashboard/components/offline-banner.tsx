import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useSavedAt } from './use-saved-at';

/**
 * Above the last known classes when the network or the host is gone: since when they are known (the
 * time named by its zone, as every time shown), and why the actions are off. Announced politely: the teacher keeps reading their schedule.
 */
export function OfflineBanner({ savedAt, now, zone, offline }: { savedAt: number; now: Date; zone: TeacherZone; offline: boolean }) {
  const { t } = useTranslation('dashboard');
  const saved = useSavedAt(savedAt, now, zone);
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      aria-live="polite"
      title={t(offline ? 'offline.noNetwork' : 'offline.noHost', saved)}
    >
      <Text size="sm">{t('offline.actions')}</Text>
    </Alert>
  );
}
