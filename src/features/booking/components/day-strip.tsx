import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datesOfWeek, weekdayOfDate } from '@/lib/time/teacher-week';

interface DayStripProps {
  /** The Monday of the week. */
  week: string;
  value: string;
  onChange: (day: string) => void;
}

/** On a phone the calendar shows one day: the seven days of the week, one tap each. */
export function DayStrip({ week, value, onChange }: DayStripProps) {
  const { t } = useTranslation('booking');
  return (
    <SimpleGrid cols={7} spacing={4} role="group" aria-label={t('day.label')}>
      {datesOfWeek(week).map((date) => (
        <Button
          key={date}
          variant={date === value ? 'filled' : 'default'}
          aria-pressed={date === value}
          aria-label={t('day.choose', { weekday: t(`common:weekday.${weekdayOfDate(date)}`), date })}
          h="auto"
          py={4}
          px={0}
          styles={{ label: { flexDirection: 'column', lineHeight: 1.25 } }}
          onClick={() => onChange(date)}
        >
          <span>{t(`common:weekday.${weekdayOfDate(date)}`)}</span>
          <span>{Number(date.slice(8))}</span>
        </Button>
      ))}
    </SimpleGrid>
  );
}
