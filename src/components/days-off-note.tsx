import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentDaysOff } from '@/lib/days-off/days-off';
import { useDaysOff } from '@/lib/days-off/days-off-store';
import { dayWords } from './day-words';
import { useZoneLabels } from './zone-label';

/** The time off the teacher took on this device, as spans (Book a class, My courses); nothing when none is ahead. */
export function DaysOffNote({ now }: { now: Date }) {
  const { t } = useTranslation('common');
  const { day, span } = dayWords(t);
  const { teacher } = useZoneLabels();
  const list = currentDaysOff(useDaysOff(), now.getTime());
  if (list.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={t('daysOff.label')}>
      <Text size="sm" fw={500}>
        {t('daysOff.label')}
      </Text>
      {list.map((d) => {
        const text = d.hours
          ? t('daysOff.hours', { day: day(d.from), start: d.hours.start, end: d.hours.end, zone: teacher(new Date(d.endMs)) })
          : d.from === d.to
            ? day(d.from)
            : span(d.from, d.to);
        return (
          <Badge key={`${d.from} ${d.to} ${d.hours?.start ?? ''}`} variant="light" color="orange" size="lg" tt="none" fw={500}>
            {text}
          </Badge>
        );
      })}
    </Group>
  );
}
