import './week-tools-words';
import '@mantine/dates/styles.layer.css';
import { Alert, Anchor, Button, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import { saveDayOff } from '@/lib/days-off/days-off-store';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { deleteSlot } from '../api/delete-slot';
import { appointmentGroupsQueryOptions } from '../api/get-appointment-groups';
import { sendEach, type SlotOutcome } from '../model/copy-batch';
import { refusalKey } from '../model/refusal';
import { toSlots, type BookingSlot } from '../model/slot';
import { planTimeOff, timeOffInterval, type TimeOffRange } from '../model/time-off';
import { toWallDateTime } from '../model/wall-date';
import { wallRange } from '../model/wall-range';
import type { BookingWindow } from '../model/week-window';
import type { DashboardTabOf } from './booking-calendar';
import { BatchResult } from './batch-result';
import { DateField } from './date-field';
import { rangeWhen } from './slot-texts';
import { TimeField } from './time-field';

/** What the week's tools get from Book a class (week-tools.tsx), the form its close too. */
export interface WeekToolsProps {
  slots: BookingSlot[];
  limits: BookingWindow;
  now: Date;
  zone: TeacherZone;
  firstDay: string;
  courseOf: (slot: BookingSlot) => string;
  dashboardTabOf: DashboardTabOf;
}

export type TimeOffFormProps = WeekToolsProps & { onClose: () => void };

/** Issue 41: a range of days or hours; its open slots closed in one confirmation, its booked classes each led to its card. */
export function TimeOffForm({ slots, limits, now, zone, firstDay, courseOf, dashboardTabOf, onClose }: TimeOffFormProps) {
  const { t } = useTranslation('booking');
  const { teacher } = useZoneLabels();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'days' | 'hours'>('days');
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState(firstDay);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [sent, setSent] = useState<{ slots: BookingSlot[]; outcomes: SlotOutcome[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const range: TimeOffRange = kind === 'days' ? { kind, from, to } : { kind, date: from, startTime: start, endTime: end };
  const interval = timeOffInterval(range, zone);
  const plan = useMemo(() => (interval ? planTimeOff(slots, interval) : null), [slots, interval?.startMs, interval?.endMs]); // eslint-disable-line react-hooks/exhaustive-deps
  const when = (slot: BookingSlot) => {
    const r = wallRange(slot.startMs, slot.endMs, zone);
    return r ? `${rangeWhen(r, t)} ${teacher(new Date(slot.startMs))} · ${courseOf(slot)}` : '';
  };

  const confirm = async () => {
    if (sending.current || !plan || !interval) return;
    sending.current = true;
    setBusy(true);
    const closing = plan.close;
    const outcomes = await sendEach(closing, (slot) => deleteSlot(slot.id), refusalKey);
    // Kept on this device for this identity: the host keeps no time off, only the slots it closed.
    saveDayOff(
      { from, to: kind === 'days' ? to : from, ...(kind === 'hours' ? { hours: { start, end } } : {}), endMs: interval.endMs },
      now.getTime(),
    );
    const week = await queryClient.fetchQuery({ ...appointmentGroupsQueryOptions(), staleTime: 0 }).then(toSlots, () => null);
    // Read again: a slot of unknown outcome that is gone was closed.
    const settled = outcomes.map(
      (o, i): SlotOutcome =>
        o.kind !== 'unknown' || !week ? o : week.some((s) => s.id === closing[i]!.id) ? { kind: 'notOpened' } : { kind: 'opened' },
    );
    setSent({ slots: closing, outcomes: settled });
    sending.current = false;
    setBusy(false);
  };

  if (sent) {
    return (
      <Stack gap="sm">
        <BatchResult verb="close" lines={sent.slots.map((slot, i) => ({ key: slot.id, label: when(slot), outcome: sent.outcomes[i]! }))} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('weekTools:result.done')}</Button>
        </Group>
      </Stack>
    );
  }

  const tabOf = (slot: BookingSlot) => dashboardTabOf(toWallDateTime(new Date(slot.startMs), zone).slice(0, 10), now, zone);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('weekTools:off.intro', { zone: teacher(new Date(limits.startMs)) })}
      </Text>
      <Radio.Group label={t('weekTools:off.kind')} value={kind} onChange={(v) => setKind(v === 'hours' ? 'hours' : 'days')}>
        <Group gap="md" mt={4}>
          <Radio value="days" label={t('weekTools:off.days')} />
          <Radio value="hours" label={t('weekTools:off.hours')} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: kind === 'days' ? 2 : 3 }} spacing="sm">
        <DateField
          label={t(kind === 'days' ? 'weekTools:off.from' : 'weekTools:off.date')}
          min={limits.weeks.this}
          max={limits.lastDay}
          value={from}
          onChange={setFrom}
        />
        {kind === 'days' ? (
          <DateField label={t('weekTools:off.to')} min={from || limits.weeks.this} max={limits.lastDay} value={to} onChange={setTo} />
        ) : (
          <>
            <TimeField label={t('weekTools:off.start')} value={start} onChange={setStart} />
            <TimeField label={t('weekTools:off.end')} value={end} onChange={setEnd} />
          </>
        )}
      </SimpleGrid>
      {!plan ? (
        kind === 'days' && (
          <Text size="sm" c="red.8">
            {t('weekTools:off.invalid')}
          </Text>
        )
      ) : (
        <>
          {plan.close.length === 0 && plan.booked.length === 0 && <Text size="sm">{t('weekTools:off.none')}</Text>}
          {plan.close.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('weekTools:off.close', { count: plan.close.length })}
              </Text>
              <List listStyleType="none" spacing={4}>
                {plan.close.map((slot) => (
                  <List.Item key={slot.id}>
                    <Text size="sm">{when(slot)}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {plan.booked.length > 0 && (
            <Alert color="orange" variant="light" title={t('weekTools:off.booked', { count: plan.booked.length })}>
              <Text size="sm">{t('weekTools:off.bookedRule')}</Text>
              <List listStyleType="none" spacing={4} mt={6}>
                {plan.booked.map((slot) => {
                  const tab = tabOf(slot);
                  return (
                    <List.Item key={slot.id}>
                      <Text size="sm">{when(slot)}</Text>
                      <Anchor href={`#/dashboard?tab=${tab}`} size="sm" underline="always" className="tap-target">
                        {t('weekTools:off.bookedLink', { tab: t(`dashboard:tabs.${tab === 'later' ? 'more' : tab}`) })}
                      </Anchor>
                    </List.Item>
                  );
                })}
              </List>
            </Alert>
          )}
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy} disabled={!plan}>
          {plan && plan.close.length > 0 ? t('weekTools:off.confirm', { count: plan.close.length }) : t('weekTools:off.confirmNone')}
        </Button>
      </Group>
    </Stack>
  );
}
