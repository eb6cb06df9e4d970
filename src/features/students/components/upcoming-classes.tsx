import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import { isInProgress, type UpcomingClass } from '@/entities/students/model/students';
import { useClassTitle } from '@/entities/classes/components/class-title';

export function UpcomingClasses({ classes }: { classes: UpcomingClass[] }) {
  const { t } = useTranslation('students');
  const classTitle = useClassTitle();
  const zone = useTeacherZone();
  const now = useNow();
  return (
    <Stack gap="xs" component="section" aria-labelledby="upcoming-title">
      <Title order={3} size="h5" id="upcoming-title">
        {t('common:counted', { label: t('upcoming'), count: classes.length })}
      </Title>
      {classes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noUpcoming')}
        </Text>
      ) : (
        <List spacing={6} listStyleType="none" ml={0} pl={0}>
          {classes.map((c) => (
            <List.Item key={c.eventId}>
              <Text size="sm" fw={600} component="span">
                {formatTeacherDate(c.startAt, zone)} {formatTeacherTime(c.startAt, zone)}–{formatTeacherTime(c.endAt, zone)}
              </Text>{' '}
              <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                {classTitle(c.title)}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {c.courseName}
                </Text>
                {isInProgress(c, now) && (
                  <Badge size="xs" color="orange">
                    {t('inProgress')}
                  </Badge>
                )}
                {c.group && (
                  <Badge size="xs" variant="light">
                    {t('groupClass')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
