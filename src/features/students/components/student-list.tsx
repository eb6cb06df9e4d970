import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterNavLink } from '@/components/router-nav-link';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import type { StudentSummary } from '@/entities/students/model/students';

interface StudentListProps {
  students: StudentSummary[];
  selectedId: number | null;
  empty: string;
}

export function StudentList({ students, selectedId, empty }: StudentListProps) {
  const { t } = useTranslation('students');
  const zone = useTeacherZone();
  if (students.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {empty}
      </Text>
    );
  }
  return (
    <nav aria-label={t('listLabel')}>
      {students.map((s) => (
        <RouterNavLink
          key={s.id}
          to="/wdxs"
          search={(prev) => ({ ...prev, studentId: s.id })}
          active={s.id === selectedId}
          aria-current={s.id === selectedId ? 'page' : undefined}
          label={
            <Text size="sm" fw={600}>
              {s.name}
            </Text>
          }
          description={
            <Stack gap={2} component="span">
              <Text size="xs" c="dimmed" component="span">
                {s.nextClassAt
                  ? t('nextClass', { when: `${formatTeacherDate(s.nextClassAt, zone)} ${formatTeacherTime(s.nextClassAt, zone)}` })
                  : t('noUpcoming')}
              </Text>
              {(s.homeworkToReview > 0 || s.evaluationsOwed > 0) && (
                <Group gap={4} component="span">
                  {s.homeworkToReview > 0 && (
                    <Badge size="xs" color="orange" variant="light" component="span">
                      {t('toReview', { count: s.homeworkToReview })}
                    </Badge>
                  )}
                  {s.evaluationsOwed > 0 && (
                    <Badge size="xs" color="grape" variant="light" component="span">
                      {t('toEvaluate', { count: s.evaluationsOwed })}
                    </Badge>
                  )}
                </Group>
              )}
            </Stack>
          }
        />
      ))}
    </nav>
  );
}
