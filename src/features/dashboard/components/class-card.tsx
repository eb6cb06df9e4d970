import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { YourTime, ZoneLabel } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { ClassWhen } from './class-when';
import { StartsInNow } from './starts-in';
import { useClassTitle } from '@/entities/classes/components/class-title';

interface ClassCardProps {
  item: ClassItem;
  zone: TeacherZone;
  actions?: ReactNode;
}

/** One class: when (teacher time, named, and the viewer's own time when it differs), what, who. */
export function ClassCard({ item, zone, actions }: ClassCardProps) {
  const { t } = useTranslation('dashboard');
  const classTitle = useClassTitle();
  const start = new Date(item.startAt);
  const headingId = `class-${item.id}-title`;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <ClassWhen item={item} zone={zone} />
            <ZoneLabel at={start} />
            <YourTime start={start} end={new Date(item.endAt)} />
          </div>
          {/* Never squeezed: the day and time above wrap instead of cutting "in 2 h 50 min". */}
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {item.isToday && (
              <Badge color="orange" variant="filled">
                {t('today')}
              </Badge>
            )}
            <StartsInNow startMs={item.startMs} endMs={item.endMs} zone={zone} />
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          {item.classCode && (
            <Badge variant="light" color="teal" aria-label={t('classCodeLabel', { code: item.classCode })}>
              {item.classCode}
            </Badge>
          )}
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {classTitle(item.title)}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('courseLine', { name: item.course.name })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('studentsLine', { count: item.students.length, names: item.students.map((s) => s.name).join(', ') || '—' })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('finished', { count: item.finishedCount })}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
