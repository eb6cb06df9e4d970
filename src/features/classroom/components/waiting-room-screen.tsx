import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { env } from '@/lib/env';
import { isApiError } from '@/lib/http/api-error';
import { useClass } from '../api/get-class';
import { type ClassSummaryData, type TitleParser, toSummary } from '../model/class-detail';
import { ClassLoadError } from './class-load-error';
import { ClassroomPage } from './classroom-page';
import { CommonProblems } from './common-problems';
import { type ClassCompanion, type EndClassSlot, WaitingRoomCard } from './waiting-room-card';
import { tryAgain } from '@/components/try-again';

export type { ClassCompanion, EndClassSlot } from './waiting-room-card';

interface WaitingRoomScreenProps {
  classId: number;
  parseTitle: TitleParser;
  endClass: EndClassSlot;
  /** The class as the teacher's last known class list has it (the offline copy), given by the route. */
  known?: ClassSummaryData;
  companion: ClassCompanion;
}

/** /Class/{calendarEventId}: the class, a countdown on the host's clock, and the way in. */
export function WaitingRoomScreen({ classId, parseTitle, endClass, known, companion }: WaitingRoomScreenProps) {
  const { t } = useTranslation('classroom');
  const query = useClass(classId);
  const [helpOpen, { toggle: toggleHelp }] = useDisclosure(false);
  const helpId = useId();
  const reload = () => void query.refetch();
  let body: ReactNode;
  if (query.isError && known && isApiError(query.error) && query.error.kind === 'network') {
    body = <LastKnown classId={classId} known={known} endClass={endClass} onRetry={reload} companion={companion} />;
  } else if (query.isError) body = <ClassLoadError error={query.error} onRetry={reload} />;
  else if (!query.data) body = <PendingScreen />;
  else {
    const { detail, clockOffsetMs } = query.data;
    body = (
      <WaitingRoomCard
        classId={classId}
        summary={toSummary(detail, parseTitle)}
        cls={detail}
        clockOffsetMs={clockOffsetMs}
        endClass={endClass}
        onEnded={reload}
        companion={companion}
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

/** The host out of reach: the class as last known, its countdown on this device's clock, entering unavailable and why. */
function LastKnown(props: {
  classId: number;
  known: ClassSummaryData;
  endClass: EndClassSlot;
  onRetry: () => void;
  companion: ClassCompanion;
}) {
  const { classId, known, endClass, onRetry, companion } = props;
  const { t } = useTranslation('classroom');
  const whyId = useId();
  return (
    <>
      <Alert color="yellow" variant="light" role="status" title={t('lastKnown.title')}>
        <Text size="sm" id={whyId}>
          {t('lastKnown.text')}
        </Text>
        <Button variant="light" color="yellow" size="xs" mt="sm" onClick={() => tryAgain(onRetry)}>
          {t('errors:tryAgain')}
        </Button>
      </Alert>
      <WaitingRoomCard
        classId={classId}
        summary={known}
        cls={{ ...known, ended: false }}
        clockOffsetMs={0}
        endClass={endClass}
        onEnded={onRetry}
        unreachableBecause={whyId}
        companion={companion}
      />
    </>
  );
}
