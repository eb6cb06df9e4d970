import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

// Administrators without classes only: the searchable teacher list stays off the dashboard's first file.
const SwitchTeacherForm = lazy(() => import('./switch-teacher-form').then((m) => ({ default: m.SwitchTeacherForm })));

/** An administrator with no classes of their own: a clear start, the header menu's switch right here. */
export function ChooseTeacherStart() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md" maw={560}>
      <Stack gap="xs">
        <Title id={titleId} order={2} size="h4">
          {t('adminStart.title')}
        </Title>
        <Text size="sm">{t('adminStart.text')}</Text>
        <Suspense
          fallback={
            <Center py="sm">
              <Loader size="sm" role="status" aria-label={t('common:loading')} />
            </Center>
          }
        >
          {/* The dashboard stays: it loads again as the teacher (the identity watch). */}
          <SwitchTeacherForm onSwitched={() => undefined} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
