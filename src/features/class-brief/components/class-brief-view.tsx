import './brief-words';
import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { StudentBrief } from '../model/brief';
import { StudentBriefCard } from './student-brief-card';
import { tryAgain } from '@/components/try-again';

export interface ClassBriefViewProps {
  briefs: readonly StudentBrief[];
  /** How many students the class has: a brief may still wait for some. */
  expected: number;
  pending: boolean;
  failed: boolean;
  /** Every failure is for want of the host: the page around says so with its own Try again (one voice). */
  waitsForHost?: boolean;
  onRetry: () => void;
  zone: TeacherZone;
  /** A heading level fitting where the brief is shown (the waiting room's page or a dialog). */
  headingOrder?: 2 | 3;
  /** The dialog gives its own title. */
  hideTitle?: boolean;
}

/** Before a class: each student's last time with this teacher, at a glance. */
export function ClassBriefView({
  briefs,
  expected,
  pending,
  failed,
  waitsForHost = false,
  onRetry,
  zone,
  headingOrder = 2,
  hideTitle = false,
}: ClassBriefViewProps) {
  const { t } = useTranslation('brief');
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={hideTitle ? undefined : titleId} aria-label={hideTitle ? t('title') : undefined} gap="sm">
      {!hideTitle && (
        <Title order={headingOrder} size="h4" id={titleId}>
          {t('title')}
        </Title>
      )}
      {failed && waitsForHost && (
        <Text size="sm" c="dimmed">
          {t('waitsForHost')}
        </Text>
      )}
      {failed && !waitsForHost && (
        <Alert color="red" variant="light" role="alert" title={t('failed')}>
          <Button size="xs" variant="light" color="red" onClick={() => tryAgain(onRetry)}>
            {t('errors:tryAgain')}
          </Button>
        </Alert>
      )}
      {briefs.length < expected && pending && <PendingScreen />}
      {expected === 0 && (
        <Text size="sm" c="dimmed">
          {t('noStudents')}
        </Text>
      )}
      {briefs.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: briefs.length > 1 ? 2 : 1 }} spacing="sm">
          {briefs.map((brief) => (
            <StudentBriefCard key={brief.id} brief={brief} zone={zone} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
