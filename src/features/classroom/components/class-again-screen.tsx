import { Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { isApiError } from '@/lib/http/api-error';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { useClass } from '../api/get-class';
import { type ClassSummaryData, type TitleParser, toSummary } from '../model/class-detail';
import { ClassLoadError } from './class-load-error';
import { ClassSummary } from './class-summary';
import { ClassroomPage } from './classroom-page';
import { EnterClassroomButton } from './enter-classroom-button';

/** A class in progress from the teacher's class list (a dashboard class fits). */
export interface InProgressClass extends ClassSummaryData {
  id: number;
}

export interface InProgressList {
  classes: InProgressClass[];
  pending: boolean;
  error: unknown;
  retry: () => void;
}

interface ClassAgainScreenProps {
  /** ?id=: the class to re-enter; without it, the classes in progress now are listed. */
  classId: number | undefined;
  inProgress: InProgressList;
  parseTitle: TitleParser;
}

/** /ClassAgain: back into a class after a drop, in one tap. */
export function ClassAgainScreen({ classId, inProgress, parseTitle }: ClassAgainScreenProps) {
  const { t } = useTranslation('classroom');
  return (
    <ClassroomPage title={t('again.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('again.intro')}</Text>
        {classId === undefined ? <InProgressClasses list={inProgress} /> : <OneClass classId={classId} parseTitle={parseTitle} />}
        <Group>
          <Button component={Link} to="/dashboard" variant="default">
            {t('common:backHome')}
          </Button>
        </Group>
      </Stack>
    </ClassroomPage>
  );
}

function InProgressClasses({ list }: { list: InProgressList }) {
  const { t } = useTranslation('classroom');
  // A failed refresh of classes already known (the offline copy) leaves them listed; each card says if entering must wait.
  if (list.error && list.classes.length === 0) return <ErrorState error={list.error} onRetry={list.retry} />;
  const lastKnown = isApiError(list.error) && list.error.kind === 'network';
  if (list.pending) return <PendingScreen />;
  if (list.classes.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{t('again.none')}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      {list.classes.map((cls) => (
        <AgainCard key={cls.id} classId={cls.id} cls={cls} lastKnown={lastKnown} />
      ))}
    </Stack>
  );
}

function OneClass({ classId, parseTitle }: { classId: number; parseTitle: TitleParser }) {
  const query = useClass(classId);
  if (query.isError) return <ClassLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PendingScreen />;
  const { detail, clockOffsetMs } = query.data;
  return <AgainCard classId={classId} cls={toSummary(detail, parseTitle)} ended={detail.ended} clockOffsetMs={clockOffsetMs} />;
}

interface AgainCardProps {
  classId: number;
  cls: ClassSummaryData;
  ended?: boolean;
  clockOffsetMs?: number;
  /** Listed as last known: the host could not be reached (the device may be online). */
  lastKnown?: boolean;
}

function AgainCard({ classId, cls, ended = false, clockOffsetMs, lastKnown = false }: AgainCardProps) {
  const { t } = useTranslation('classroom');
  const offline = useDeviceOffline();
  const offlineId = useId();
  const why = offline ? t('again.offline') : lastKnown ? t('lastKnown.text') : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={cls.title}>
      <Stack gap="sm">
        <ClassSummary cls={cls} />
        {why && (
          <Text size="sm" c="dimmed" id={offlineId} role="status">
            {why}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <EnterClassroomButton
            classId={classId}
            cls={{ ...cls, ended }}
            clockOffsetMs={clockOffsetMs}
            unavailableBecause={why ? offlineId : undefined}
          />
          <Button
            renderRoot={(props) => <Link {...props} to="/Class/$calendarEventId" params={{ calendarEventId: classId }} />}
            variant="default"
          >
            {t('again.waitingRoom')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
