import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import { OnDemandPart } from '@/components/on-demand-part';
import { useTranslation } from 'react-i18next';
import { useRooms } from '@/entities/classes/api/get-rooms';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import type { CardExtras } from '@/features/dashboard/components/class-grid';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { nextIdle } from '@/lib/next-task';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import { useSessionStore } from '@/lib/session/session-store';
import { useTeacherZone } from '@/lib/session/teacher-zone';

// The brief and the after-class count load when the dashboard is idle or on a tap: none of it is needed for the first card.
const ClassBriefDialog = lazy(() => import('@/features/class-brief/components/class-brief-dialog'));
const AfterClassCount = lazy(() => import('@/features/class-brief/components/after-class-count'));
/** After the first cards' requests (catalogues, fonts) have settled. */
const IDLE_AFTER_MS = 1_500;

// Administrators without classes only: the searchable teacher list stays off the dashboard's first file.
const SwitchTeacherForm = lazy(() =>
  import('@/features/auth/components/switch-teacher-form').then((m) => ({ default: m.SwitchTeacherForm })),
);

/** An administrator with no classes of their own: a clear start, the header menu's switch right here. */
function ChooseTeacherStart() {
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

/** One tap from each card: the class's brief in a dialog (full screen on a phone). */
function BriefButton({ item }: { item: ClassItem }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" mt={8} onClick={() => setOpen(true)} aria-label={t('brief.openLabel', { title: item.title })}>
        {t('brief.open')}
      </Button>
      {open && (
        <OnDemandPart
          failed={
            <Text size="xs" c="dimmed" role="status">
              {t('offline.unavailable')}
            </Text>
          }
        >
          <ClassBriefDialog
            classId={item.id}
            title={item.title}
            studentIds={item.students.map((s) => s.id)}
            onClose={() => setOpen(false)}
          />
        </OnDemandPart>
      )}
    </>
  );
}

/** One function for the page's life: the cards are memoised on it (ClassGrid). */
const briefExtras: CardExtras = (item) => <BriefButton item={item} />;

/**
 * Idle: the next class's brief into the cache (kept offline with the schedule), then the brief dialog's
 * code, then the after-class count: each in an idle moment of its own, so none lengthens another's task.
 */
function useIdleWork(): boolean {
  const rooms = useRooms();
  const zone = useTeacherZone();
  const client = useQueryClient();
  const offline = useDeviceOffline();
  const idle = useWhenIdle(!!rooms.data && !offline, IDLE_AFTER_MS);
  const [count, setCount] = useState(false);
  useEffect(() => {
    if (!idle || !rooms.data) return;
    let stopped = false;
    const steps = async () => {
      const { prefetchNextBrief } = await import('@/features/class-brief/queries/class-brief-idle');
      if (stopped) return;
      await prefetchNextBrief(client, rooms.data, zone, new Date());
      await nextIdle();
      // The dialog's code too, so a tap opens it without a download (a phone on a slow network minutes before class).
      if (!stopped) await import('@/features/class-brief/components/class-brief-dialog');
    };
    void steps()
      .catch(() => undefined)
      .then(() => nextIdle())
      .then(() => !stopped && startTransition(() => setCount(true)));
    return () => {
      stopped = true;
    };
  }, [idle, rooms.data, zone, client]);
  return count;
}

function DashboardPage() {
  const choosesTeacher = useSessionStore((s) => !!s.session?.isAdmin && !s.session.actingAs);
  const count = useIdleWork();
  return (
    <DashboardScreen
      noClasses={choosesTeacher ? <ChooseTeacherStart /> : undefined}
      cardExtras={briefExtras}
      afterClasses={
        count && (
          <OnDemandPart>
            <AfterClassCount />
          </OnDemandPart>
        )
      }
    />
  );
}

export const Route = createLazyRoute('/_shell/dashboard')({ component: DashboardPage });
