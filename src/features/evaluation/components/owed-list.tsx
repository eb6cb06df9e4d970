import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassTitle } from '@/entities/classes/components/class-title';
import { teacherDateTime } from '@/entities/classes/model/past-class';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { EvaluationClass, EvaluationStudent } from '../model/evaluations';

interface OwedListProps {
  owed: readonly { cls: EvaluationClass; student: EvaluationStudent }[];
  /** The class and student the form shows, marked in the list. */
  classId: number | undefined;
  studentId: number | undefined;
  zone: TeacherZone;
  onPick: (classId: number, studentId: number) => void;
}

/** The evaluations still owed, oldest class first: a tap opens the form on that class and student. */
export function OwedList({ owed, classId, studentId, zone, onPick }: OwedListProps) {
  const { t } = useTranslation('evaluation');
  const classTitle = useClassTitle();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="owed-heading">
      <Title order={2} size="h5" id="owed-heading" mb="xs">
        {t('owed', { count: owed.length })}
      </Title>
      {owed.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('nothingOwed')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {owed.map(({ cls: c, student: s }) => (
            <li key={`${c.id}-${s.id}`}>
              <UnstyledButton
                w="100%"
                p={6}
                style={{
                  borderRadius: 6,
                  background: c.id === classId && s.id === studentId ? 'var(--mantine-color-teal-light)' : undefined,
                }}
                onClick={() => onPick(c.id, s.id)}
                aria-current={c.id === classId && s.id === studentId ? 'true' : undefined}
              >
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {teacherDateTime(c.startAt, zone)} · {classTitle(c.title)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
