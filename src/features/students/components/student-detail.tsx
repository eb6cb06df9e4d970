import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { TimesInZone } from '@/components/zone-label';
import { useNow } from '@/lib/hooks/use-now';
import { isApiError } from '@/lib/http/api-error';
import { useStudent } from '@/entities/students/api/get-student';
import { openTasks, studentLinks } from '@/entities/students/model/students';
import { PastClasses } from './past-classes';
import { StudentProgress } from './student-progress';
import { UpcomingClasses } from './upcoming-classes';

interface StudentDetailProps {
  studentId: number;
  onBack: () => void;
}

/** One student: links to the other screens for them, classes to come and classes had. */
export function StudentDetailPanel({ studentId, onBack }: StudentDetailProps) {
  const { t } = useTranslation('students');
  const detail = useStudent(studentId);
  const now = useNow(3_600_000);

  const back = <CloseButton aria-label={t('back')} onClick={onBack} />;
  if (detail.isError) {
    const notMine = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Stack gap="xs">
        <Group justify="flex-end">{back}</Group>
        {notMine ? (
          <Text c="dimmed" ta="center" py="md" role="alert">
            {t('notYourStudent')}
          </Text>
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }
  if (!detail.data) return <PendingScreen />;

  const { student, upcoming, past } = detail.data;
  const links = studentLinks(student.id);
  const tasks = openTasks(past);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="student-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h3" id="student-title">
              {student.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('studentId', { id: student.id })} · {t('classCounts', { upcoming: upcoming.length, past: past.length })}
            </Text>
            <TimesInZone at={now} size="xs" />
          </div>
          {back}
        </Group>
        <Group gap="xs">
          <Button component="a" href={links.assign} size="xs" variant="light">
            {t('links.assign')}
          </Button>
          <Button component="a" href={links.review} size="xs" variant="light" color="orange">
            {tasks.toReview > 0 ? t('common:counted', { label: t('links.review'), count: tasks.toReview }) : t('links.review')}
          </Button>
          <Button component="a" href={links.evaluate} size="xs" variant="light" color="grape">
            {tasks.toEvaluate > 0 ? t('common:counted', { label: t('links.evaluate'), count: tasks.toEvaluate }) : t('links.evaluate')}
          </Button>
          <Button component="a" href={links.replay} size="xs" variant="default">
            {t('links.replay')}
          </Button>
        </Group>
        <StudentProgress past={past} headingOrder={3} />
        <UpcomingClasses classes={upcoming} />
        <PastClasses studentId={student.id} classes={past} />
      </Stack>
    </Paper>
  );
}
