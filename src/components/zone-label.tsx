import { Text, type TextProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { deviceTimeZone } from '@/lib/time/device-zone';
import { formatLocalDateTime, formatLocalTime, localDiffersFromTeacher } from '@/lib/time/wall-format';
import { teacherZoneName, zoneName, type ZoneName } from '@/lib/time/zone-name';

/**
 * The one wording of time zones on every screen that shows a time: teacher time is named by its
 * place ("New York time", "纽约时间") or its offset ("UTC−05:00"); the device's clock, shown only
 * when it differs, is "Your time, China" ("你的时间（中国）").
 */

const placeOrOffset = (name: ZoneName) => ('place' in name ? name.place : name.offset);

/** Texts naming the teacher's zone and the device's at an instant (offsets depend on the date). */
export function useZoneLabels() {
  const { t, i18n } = useTranslation('common');
  const zone = useTeacherZone();
  const language = i18n.language;
  return useMemo(() => {
    /** "New York time", or "UTC−05:00" for a zone with no place. */
    const teacher = (at: Date) => {
      const name = teacherZoneName(zone, at, language);
      return 'place' in name ? t('zone.teacher', { place: name.place }) : name.offset;
    };
    return {
      teacher,
      /** For a list of times: "Times are in New York time." */
      timesIn: (at: Date) => t('zone.timesIn', { zone: teacher(at) }),
      /** "Your time, China: 2026-06-10 22:00–23:00", or null when the device shows teacher time already. */
      deviceSpan: (start: Date, end: Date) =>
        localDiffersFromTeacher(start, zone, -start.getTimezoneOffset())
          ? t('zone.yoursAt', {
              zone: placeOrOffset(zoneName(deviceTimeZone(), -start.getTimezoneOffset(), language)),
              time: `${formatLocalDateTime(start)}–${formatLocalTime(end)}`,
            })
          : null,
    };
  }, [t, zone, language]);
}

/** The teacher's zone under a time: "New York time". */
export function ZoneLabel({ at, ...props }: { at: Date } & TextProps) {
  const { teacher } = useZoneLabels();
  return (
    <Text size="xs" c="dimmed" {...props}>
      {teacher(at)}
    </Text>
  );
}

/** The same span on the device's clock, when it differs from the teacher's. */
export function YourTime({ start, end }: { start: Date; end: Date }) {
  const text = useZoneLabels().deviceSpan(start, end);
  if (text === null) return null;
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}

/** For a list of times: "Times are in New York time." */
export function TimesInZone({ at, ...props }: { at: Date } & TextProps) {
  const { timesIn } = useZoneLabels();
  return (
    <Text size="sm" c="dimmed" {...props}>
      {timesIn(at)}
    </Text>
  );
}
