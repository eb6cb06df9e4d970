import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { YourTime, ZoneLabel } from '@/components/zone-label';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { toTeacherWall } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import type { ClassSummaryData } from '../model/class-detail';
import { useClassTitle } from '@/entities/classes/components/class-title';

/** Title, class code, time (teacher time, named, plus the viewer's own when it differs), students, course. */
export function ClassSummary({ cls }: { cls: ClassSummaryData }) {
  const { t } = useTranslation('classroom');
  const classTitle = useClassTitle();
  const zone = useTeacherZone();
  const start = new Date(cls.startAt);
  const end = new Date(cls.endAt);

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        {cls.classCode && (
          <Badge variant="light" color="teal" aria-label={t('summary.classCode', { code: cls.classCode })}>
            {cls.classCode}
          </Badge>
        )}
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {classTitle(cls.title)}
        </Title>
      </Group>
      <div>
        <Text size="sm" fw={600}>
          {t('summary.time', {
            // As on the dashboard's cards: "2026-06-10 Wed".
            date: `${formatTeacherDate(start, zone)} ${t(`common:weekday.${toTeacherWall(start, zone).weekday}`)}`,
            start: formatTeacherTime(start, zone),
            end: formatTeacherTime(end, zone),
          })}
        </Text>
        <ZoneLabel at={start} />
        <YourTime start={start} end={end} />
      </div>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('summary.studentsLine', { count: cls.students.length, names: cls.students.map((s) => s.name).join(', ') || '—' })}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('summary.courseLine', { name: cls.course.name })}
      </Text>
    </Stack>
  );
}
