import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { env } from '@/lib/env';
import { useClass } from '../api/get-class';
import { type ClassAnswer, type TitleParser, toSummary } from '../model/class-detail';
import { ClassLoadError } from './class-load-error';
import { ClassSummary } from './class-summary';
import { ClassroomPage } from './classroom-page';
import { CommonProblems } from './common-problems';
import { EnterClassroomButton } from './enter-classroom-button';
import { useClassClock } from './use-class-clock';

/** The End class control, supplied by the route (it is the dashboard's action). */
export type EndClassSlot = (props: { classId: number; startAt: string; onEnded: () => void }) => ReactNode;

interface WaitingRoomScreenProps {
  classId: number;
  parseTitle: TitleParser;
  endClass: EndClassSlot;
}

/** /Class/{calendarEventId}: the class, a countdown on the host's clock, and the way in. */
export function WaitingRoomScreen({ classId, parseTitle, endClass }: WaitingRoomScreenProps) {
  const { t } = useTranslation('classroom');
  const query = useClass(classId);
  const [helpOpen, { toggle: toggleHelp }] = useDisclosure(false);
  const helpId = useId();
  const reload = () => void query.refetch();
  let body: ReactNode;
  if (query.isError) body = <ClassLoadError error={query.error} onRetry={reload} />;
  else if (!query.data) body = <PendingScreen />;
  else {
    body = (
      <WaitingRoom
        classId={classId}
        answer={query.data}
        parseTitle={parseTitle}
        endClass={endClass}
        onReload={reload}
        reloading={query.isFetching}
      />
    );
  }

  return (
    <ClassroomPage title={t('waitingTitle')}>
      <Stack gap="md">
        {body}
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to="/dashboard" variant="default">
            {t('common:backHome')}
          </Button>
          <Button variant="subtle" onClick={toggleHelp} aria-expanded={helpOpen} aria-controls={helpId}>
            {t('problems.open')}
          </Button>
          <Button component="a" href={`mailto:${env.supportEmail}`} variant="subtle">
            {t('contactSupport')}
          </Button>
        </Group>
        <CommonProblems id={helpId} expanded={helpOpen} />
      </Stack>
    </ClassroomPage>
  );
}

interface WaitingRoomProps {
  classId: number;
  answer: ClassAnswer;
  parseTitle: TitleParser;
  endClass: EndClassSlot;
  onReload: () => void;
  reloading: boolean;
}

function WaitingRoom({ classId, answer, parseTitle, endClass, onReload, reloading }: WaitingRoomProps) {
  const { t } = useTranslation('classroom');
  const { detail, clockOffsetMs } = answer;
  const { phase, countdown } = useClassClock(detail, clockOffsetMs);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ClassSummary cls={toSummary(detail, parseTitle)} />
        <Stack gap={2} align="center" py="sm">
          <Text size="sm" c="dimmed" id="countdown-label">
            {t('countdownLabel')}
          </Text>
          {/* role=timer is not announced on every tick; its label says what it counts. */}
          <Text role="timer" aria-labelledby="countdown-label" fz={40} fw={700} ff="monospace" lh={1.1}>
            {countdown}
          </Text>
          <Text size="sm" c={phase === 'waiting' ? 'dimmed' : 'teal'} ta="center">
            {t(`phase.${detail.ended ? 'ended' : phase}`)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap" justify="center">
          <EnterClassroomButton classId={classId} cls={detail} clockOffsetMs={clockOffsetMs} size="md" />
          {endClass({ classId, startAt: detail.startAt, onEnded: onReload })}
          <Button variant="default" onClick={onReload} loading={reloading}>
            {t('errors:tryAgain')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
