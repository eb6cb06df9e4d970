import { Center, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/entities/classes/components/class-select';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { QueryState } from '@/components/query-state';
import { isClassId, type StudentRef } from '@/entities/classes/model/past-class';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useHomeworkClasses } from '../api/get-homework-classes';
import { useSubmissions } from '@/entities/submissions/api/get-submissions';
import { orderReviewQueue, owedCount } from '../model/review-queue';
import { SubmissionCard } from './submission-card';
import { useKeptPlaces } from './use-kept-places';

const route = getRouteApi('/_shell/ReviewAssignments');

/** /ReviewAssignments: handed-in homework, feedback owed first; filtered by class and student. */
export function ReviewScreen() {
  const { t } = useTranslation('homework');
  const { classId, studentId } = route.useSearch();
  const navigate = route.useNavigate();
  const zone = useTeacherZone();
  const classes = useHomeworkClasses();
  const cls = classes.data?.find((c) => isClassId(c, classId));
  const submissions = useSubmissions({ classId: cls?.id ?? classId, studentId });

  const students = useMemo(() => {
    const source = cls ? [cls] : (classes.data ?? []);
    const byId = new Map<number, StudentRef>();
    for (const c of source) for (const s of c.students) byId.set(s.id, s);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [cls, classes.data]);
  const queue = useMemo(() => orderReviewQueue(submissions.data ?? []), [submissions.data]);
  // A card graded here stays where the teacher is; the next visit (or filter) orders the queue afresh.
  const shown = useKeptPlaces(queue, `${cls?.id ?? classId ?? ''}-${studentId ?? ''}`, submissions.isPlaceholderData || !submissions.data);

  if (classes.isError) return <ErrorState error={classes.error} onRetry={() => void classes.refetch()} />;
  if (!classes.data) return <PendingScreen />;

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('reviewTitle')}
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ClassSelect
            label={t('class')}
            placeholder={t('allClasses')}
            classes={classes.data}
            value={cls?.id ?? null}
            clearable
            onChange={(id) =>
              void navigate({
                search: (prev) => ({
                  ...(id === null ? {} : { classId: id }),
                  ...(prev.studentId !== undefined ? { studentId: prev.studentId } : {}),
                }),
              })
            }
          />
          <Select
            size="sm"
            label={t('student')}
            placeholder={t('allStudents')}
            data={students.map((s) => ({ value: String(s.id), label: s.name }))}
            value={studentId === undefined ? null : String(studentId)}
            onChange={(v) =>
              void navigate({
                search: (prev) => ({
                  ...(prev.classId !== undefined ? { classId: prev.classId } : {}),
                  ...(v === null ? {} : { studentId: Number(v) }),
                }),
              })
            }
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      </Paper>
      <QueryState query={submissions}>
        {() => (
          <Stack gap="sm" aria-busy={submissions.isPlaceholderData}>
            <Text fw={500} role="status">
              {t('owed', { count: owedCount(queue) })}
              {submissions.isFetching && <Loader size="xs" ml="xs" aria-hidden />}
            </Text>
            {queue.length === 0 ? (
              <Center py="xl">
                <Text c="gray.7">{t('noSubmissions')}</Text>
              </Center>
            ) : (
              shown.map((submission) => <SubmissionCard key={submission.id} submission={submission} zone={zone} />)
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
