import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the calendar's colours mean, and how to open a slot on it. */
export function SlotLegend() {
  const { t } = useTranslation('booking');
  return (
    <Group gap="xs" aria-label={t('legend.label')} role="group">
      <Badge size="sm" variant="light" color="blue">
        {t('legend.open')}
      </Badge>
      <Badge size="sm" variant="filled" color="teal">
        {t('legend.booked')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('calendar.hint')}
      </Text>
    </Group>
  );
}
