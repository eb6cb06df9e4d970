import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/entities/classes/components/class-select';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { isClassId } from '@/entities/classes/model/past-class';
import { useHomeworkClasses } from '../api/get-homework-classes';
import { useQuestionBanks } from '../api/get-question-banks';
import { AssignForm } from './assign-form';

const route = getRouteApi('/_shell/Assignments');

/** /Assignments: pick one of the recent classes (or arrive with ?classId=), then the form. */
export function AssignScreen() {
  const { t } = useTranslation('homework');
  const { classId, studentId } = route.useSearch();
  const navigate = route.useNavigate();
  const classes = useHomeworkClasses();
  const banks = useQuestionBanks();

  if (classes.isError) return <ErrorState error={classes.error} onRetry={() => void classes.refetch()} />;
  if (banks.isError) return <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />;
  if (!classes.data || !banks.data) return <PendingScreen />;

  const cls = classes.data.find((c) => isClassId(c, classId));

  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">
        {t('assignTitle')}
      </Title>
      <Paper withBorder p="md">
        <ClassSelect
          label={t('class')}
          placeholder={t('chooseClass')}
          classes={classes.data}
          value={cls?.id ?? null}
          onChange={(id) => void navigate({ search: id === null ? {} : { classId: id } })}
        />
        {cls && cls.homeworkCount > 0 && (
          <Text size="sm" c="gray.7" mt={6}>
            {t('assignedBefore', { count: cls.homeworkCount })}
          </Text>
        )}
      </Paper>
      {classId !== undefined && !cls && (
        <Alert color="orange" role="alert">
          {t('classNotFound')}
        </Alert>
      )}
      {cls ? (
        <AssignForm key={cls.id} cls={cls} catalog={banks.data} studentId={studentId} />
      ) : (
        classId === undefined && <Text c="gray.7">{t('chooseClassHint')}</Text>
      )}
    </Stack>
  );
}
