import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { env } from '@/lib/env';
import { useClass } from '../api/get-class';
import { type ClassAnswer, type TitleParser, toSummary } from '../model/class-detail';
import { waitingRoomView } from '../model/waiting-room-view';
import { AfterClass } from './after-class';
import { ClassLoadError } from './class-load-error';
import { ClassSummary } from './class-summary';
import { ClassroomPage } from './classroom-page';
import { CommonProblems } from './common-problems';
import { EnterClassroomButton } from './enter-classroom-button';
import { useClassClock } from './use-class-clock';

/**
 * The End class control, supplied by the route (it is the dashboard's action). Rendered only while
 * the class is in progress by the host's clock: the one phase in which ending it can succeed.
 */
export type EndClassSlot = (props: { classId: number; onEnded: () => void }) => ReactNode;

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
    body = <WaitingRoom classId={classId} answer={query.data} parseTitle={parseTitle} endClass={endClass} onEnded={reload} />;
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
  onEnded: () => void;
}

/** One state per phase: before, a countdown and the way in; during, the way in and End; after, what next. */
function WaitingRoom({ classId, answer, parseTitle, endClass, onEnded }: WaitingRoomProps) {
  const { t } = useTranslation('classroom');
  const { detail, clockOffsetMs } = answer;
  const { phase, countdown } = useClassClock(detail, clockOffsetMs);
  const view = waitingRoomView(phase, detail.ended);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ClassSummary cls={toSummary(detail, parseTitle)} />
        <Stack gap={2} align="center" py="sm">
          {view.countdown && (
            <>
              <Text size="sm" c="dimmed" id="countdown-label">
                {t('countdownLabel')}
              </Text>
              {/* role=timer is not announced on every tick; its label says what it counts. */}
              <Text role="timer" aria-labelledby="countdown-label" fz={40} fw={700} ff="monospace" lh={1.1} ta="center">
                {/* Beyond a day the days come first, smaller, so "34 days 19:01:45" fits a phone. */}
                {countdown.days > 0 && (
                  <>
                    <Text span inherit fz={28}>
                      {t('countdownDays', { count: countdown.days })}
                    </Text>{' '}
                  </>
                )}
                {countdown.clock}
              </Text>
            </>
          )}
          <Text size={view.countdown ? 'sm' : 'md'} fw={view.countdown ? undefined : 600} c={view.status === 'open' || view.status === 'in-progress' ? 'teal' : 'dimmed'} ta="center">
            {t(`phase.${view.status}`)}
          </Text>
        </Stack>
        {(view.enter || view.end) && (
          <Group gap="xs" wrap="wrap" justify="center">
            {view.enter && <EnterClassroomButton classId={classId} cls={detail} clockOffsetMs={clockOffsetMs} size="md" />}
            {view.end && endClass({ classId, onEnded })}
          </Group>
        )}
        {view.afterClass && <AfterClass classId={classId} />}
      </Stack>
    </Card>
  );
}
