import { Alert, Text } from '@mantine/core';
import en from '@locales/en/on-use/clock-change.json';
import zh from '@locales/zh/on-use/clock-change.json';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addOnUseWords } from '@/lib/i18n/on-use-words';
import { type ClockChange, clockChangesInDays } from '@/lib/time/clock-changes';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useZoneLabels } from './zone-label';

// Its words come with its code (locales/<lng>/on-use/), so a first page without a change carries neither.
addOnUseWords('clockChange', { en, zh });

/**
 * "On 2026-11-01 Sun at 02:00 New York time, clocks go back one hour. Times after that are one hour
 * later for students whose clocks do not change." One line per change of the days, none when there is none.
 */
export function ClockChangeList({ from, to, zone }: { from: string; to: string; zone: TeacherZone }) {
  const { t } = useTranslation('clockChange');
  const { teacher } = useZoneLabels();
  const changes = useMemo(() => clockChangesInDays({ from, to }, zone), [from, to, zone]);
  if (changes.length === 0) return null;
  const say = (change: ClockChange) => {
    const size = Math.abs(change.minutes);
    const words = {
      day: `${change.date} ${t(`common:weekday.${change.weekday}`)}`,
      time: change.time,
      // Named as it is just before the change: a zone without a place says the offset that time is on.
      zone: teacher(new Date(change.atMs - 1)),
      shift: size === 60 ? t('hour') : t('minutes', { minutes: size }),
    };
    return t(`${change.whose === 'device' ? 'device' : 'teacher'}.${change.minutes > 0 ? 'forward' : 'back'}`, words);
  };
  return (
    <Alert role="note" variant="light" color="orange" title={t('title')} mb="sm">
      {changes.map((change) => (
        <Text key={`${change.atMs} ${change.whose}`} size="sm">
          {say(change)}
        </Text>
      ))}
      {changes.some((change) => change.whose === 'both' && !change.deviceShowsTeacherTime) && <Text size="sm">{t('deviceToo')}</Text>}
    </Alert>
  );
}
