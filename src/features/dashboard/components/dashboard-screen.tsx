import { Center, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { isApiError } from '@/lib/http/api-error';
import { useNow } from '@/lib/hooks/use-now';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { useHostUnavailable } from '@/lib/hooks/use-host-unavailable';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { roomsQueryOptions, useRooms } from '@/entities/classes/api/get-rooms';
import { PAINTABLE, PAINTABLE_OFFLINE } from '@/lib/kept-paint/kept-paint';
import { isKeptAnswer, requestCopyWrite } from '@/lib/query/offline-copy';
import { bucketClasses, bucketRanges, type ClassBuckets } from '../model/buckets';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import type { Room } from '@/entities/classes/model/room';
import { upNext } from '../model/up-next';
import { CalendarTools } from './calendar-tools';
import { type CardExtras, ClassGrid } from './class-grid';
import classes from './dashboard-screen.module.css';
import { ScheduleStatus } from './schedule-status';
import { scheduleState, type ScheduleState, STATUS_WORDS } from '../model/schedule-state';
import { useSavedAt } from './use-saved-at';
import { UpNext } from './up-next';
import { DaysOffOnDemand } from '@/entities/days-off/components/days-off-on-demand';
import { WeekRange } from './week-range';

const route = getRouteApi('/_shell/dashboard');
const PAGE_SIZE = 12;
const NO_ROOMS: readonly Room[] = [];
const TABS: { value: keyof ClassBuckets; labelKey: string }[] = [
  { value: 'thisWeek', labelKey: 'tabs.thisWeek' },
  { value: 'nextWeek', labelKey: 'tabs.nextWeek' },
  { value: 'later', labelKey: 'tabs.more' },
];

interface DashboardScreenProps {
  /** Shown instead of the empty tabs when there is no class at all (an administrator's start: choose a teacher). */
  noClasses?: ReactNode;
  /** Beside a card's actions, from the route: the class brief (another feature). One function for the page's life. */
  cardExtras?: CardExtras;
  /**
   * After the class list, from the route: what is left to do after the last week's classes. It comes
   * late (when the page is idle) and may be nothing, so it sits where its arrival moves nothing already
   * on screen: below the cards, never above them.
   */
  afterClasses?: ReactNode;
}

export function DashboardScreen({ noClasses, cardExtras, afterClasses }: DashboardScreenProps = {}) {
  const { t } = useTranslation('dashboard');
  const { tab = 'thisWeek', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const rooms = useRooms();
  const zone = useTeacherZone();
  const now = useNow();
  const offline = useDeviceOffline();
  const hostDown = useHostUnavailable();
  // A new class list renders in an interruptible pass after the rest, so a long one never blocks input; in
  // it the first row of cards commits before the rest (ClassGrid). No initial value: a list already here
  // (the offline copy on a returning visit) is drawn in the first pass, itself a yielding transition
  // (src/main.tsx), not after a pass with the loading screen (a commit, a layout and a paint more).
  const data = useDeferredValue(rooms.data ?? null);
  const items = useMemo(() => classItemsOf(data ?? NO_ROOMS, zone, now).items, [data, zone, now]);
  const buckets = useMemo(() => bucketClasses(items, zone, now), [items, zone, now]);

  const list = buckets[tab];
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const saved = useSavedAt(rooms.dataUpdatedAt, now, zone);
  const stale = offline || hostDown || rooms.isError;
  // The copy kept on the device, drawn until the host's answer replaces it (when the host fails: the banner).
  const kept = !stale && isKeptAnswer(roomsQueryOptions().queryKey);
  // A read that failed for the network (offline, or the host out of reach) shows the answer before it: back
  // online, that is the answer being updated until the host answers or fails anew (hostDown).
  const lostContact = isApiError(rooms.error) && rooms.error.kind === 'network';
  const state = scheduleState({ offline, hostDown, failed: rooms.isError && !lostContact, kept: kept || (rooms.isError && lostContact) });
  const statusText = (of: ScheduleState) => t(STATUS_WORDS[of], saved);
  // Fresh, drawn whole, the first page of this week: what the next visit may paint before the app runs.
  const paintable = !!data && !stale && !kept && data === rooms.data && tab === 'thisWeek' && current === 1;
  useEffect(() => {
    if (paintable) requestCopyWrite();
  }, [paintable]);

  // The heading shows at once: the first paint does not wait for the class list.
  const heading = (
    <Group justify="space-between" gap="xs">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {data && <CalendarTools items={items} />}
    </Group>
  );
  if (!data) {
    return (
      <Stack gap="md">
        {heading}
        {rooms.isError ? <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} /> : <PendingScreen />}
      </Stack>
    );
  }
  // No network, or the host unavailable (its failure met here or on another screen, before this list's own
  // refetch fails): the last known classes (kept offline), said so, actions off.
  // Nothing to list, download or be reminded of: the title and the start the route gives.
  // Offline too: an administrator's empty list is no schedule to show as last known.
  if (noClasses && TABS.every(({ value }) => buckets[value].length === 0)) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {noClasses}
      </Stack>
    );
  }

  return (
    <Stack gap="md" {...(paintable && { [PAINTABLE]: statusText('kept'), [PAINTABLE_OFFLINE]: statusText('offline') })}>
      <Stack gap={4}>
        {heading}
        <ScheduleStatus state={state} text={statusText(state)} />
      </Stack>
      <UpNext list={upNext(buckets, now, zone)} zone={zone} now={now} />
      <DaysOffOnDemand now={now} />
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: { tab: (value ?? 'thisWeek') as keyof ClassBuckets, page: 1 } })}
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List>
          {TABS.map(({ value, labelKey }) => (
            <Tabs.Tab key={value} value={value}>
              {t('common:counted', { label: t(labelKey), count: buckets[value].length })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="xs">
            {value === tab && <WeekRange tab={value} ranges={bucketRanges(now, zone)} />}
            {value === tab &&
              (shown.length === 0 ? (
                <Center py="xl">
                  <Text c="dimmed">{t(`empty.${value}`)}</Text>
                </Center>
              ) : (
                <ClassGrid items={shown} zone={zone} stale={stale} cardExtras={cardExtras} />
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={(next) => void navigate({ search: { tab, page: next } })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('pagination.page', { n }) })}
        />
      )}
      {afterClasses}
    </Stack>
  );
}
