import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime, formatLocalTime, localDiffersFromTeacher, type TeacherZone, toTeacherWall } from '@/lib/time/teacher-time';
import type { ClassItem } from '../model/class-item';

interface ClassCardProps {
  item: ClassItem;
  zone: TeacherZone;
  actions?: ReactNode;
}

/** One class: when (teacher time, and the viewer's own time when it differs), what, who. */
export function ClassCard({ item, zone, actions }: ClassCardProps) {
  const { t } = useTranslation('dashboard');
  const start = new Date(item.startAt);
  const weekday = t(`weekday.${toTeacherWall(start, zone).weekday}`);
  const showLocal = localDiffersFromTeacher(start, zone, -start.getTimezoneOffset());
  const headingId = `class-${item.id}-title`;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600} size="sm">
              {item.date} {weekday} · {item.startTime}–{item.endTime}
            </Text>
            {showLocal && (
              <Text size="xs" c="dimmed">
                {t('yourTime', { time: `${formatLocalDateTime(start)}–${formatLocalTime(new Date(item.endAt))}` })}
              </Text>
            )}
          </div>
          {item.isToday && (
            <Badge color="orange" variant="filled">
              {t('today')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {item.classCode && (
            <Badge variant="light" color="teal" aria-label={t('classCodeLabel', { code: item.classCode })}>
              {item.classCode}
            </Badge>
          )}
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('course')}: {item.course.name}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('students', { count: item.students.length })}: {item.students.map((s) => s.name).join(', ') || '—'}
        </Text>
        <Text size="sm" c="dimmed">
          {t('finished', { count: item.finishedCount })}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
