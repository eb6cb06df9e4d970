import './week-tools-words';
import '@mantine/dates/styles.layer.css';
import { Alert, Anchor, Button, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import { daysOffKeyNow } from '@/entities/days-off/store/days-off-store';
import { canTryAgain } from '../model/copy-batch';
import type { BookingSlot } from '../model/slot';
import { planTimeOff, timeOffInterval, type TimeOffRange } from '../model/time-off';
import { toWallDateTime } from '../model/wall-date';
import { wallRange } from '../model/wall-range';
import { BatchResult } from './batch-result';
import { BatchSending } from './batch-sending';
import { DateField } from './date-field';
import { KeepDates } from './keep-dates';
import { rangeWhen } from './slot-texts';
import { TimeField } from './time-field';
import { type TimeOffSent, useTimeOffBatch } from './use-time-off-batch';
import type { DialogPartProps, WeekToolsProps } from './week-tools-props';

export type TimeOffFormProps = WeekToolsProps & DialogPartProps;

interface TimeOffValues {
  kind: 'days' | 'hours';
  from: string;
  to: string;
  start: string;
  end: string;
}

/** Issue 41: a range of days or hours; its open slots closed in one confirmation, its booked classes each led to its card. */
export function TimeOffForm({ slots, limits, now, zone, firstDay, courseOf, dashboardTabOf, onClose, held }: TimeOffFormProps) {
  const { t } = useTranslation('booking');
  const { teacher } = useZoneLabels();
  const form = useForm<TimeOffValues>({ initialValues: { kind: 'days', from: firstDay, to: firstDay, start: '', end: '' } });
  const { kind, from, to, start, end } = form.values;
  const batch = useTimeOffBatch();

  const range: TimeOffRange = kind === 'days' ? { kind, from, to } : { kind, date: from, startTime: start, endTime: end };
  const interval = timeOffInterval(range, zone);
  const plan = useMemo(() => (interval ? planTimeOff(slots, interval) : null), [slots, interval?.startMs, interval?.endMs]); // eslint-disable-line react-hooks/exhaustive-deps
  const when = (slot: BookingSlot) => {
    const r = wallRange(slot.startMs, slot.endMs, zone);
    return r ? `${rangeWhen(r, t)} ${teacher(new Date(slot.startMs))} · ${courseOf(slot)}` : '';
  };

  const confirm = () => {
    if (!plan || !interval) return;
    const entry = { from, to: kind === 'days' ? to : from, ...(kind === 'hours' ? { hours: { start, end } } : {}), endMs: interval.endMs };
    void batch.send({ entry, slots: plan.close, key: daysOffKeyNow(), nowMs: now.getTime() });
  };
  // Only the slots the host did not answer: a booked or vanished slot would be refused again.
  const tryAgain = (sent: TimeOffSent) =>
    void batch.send({
      entry: sent.entry,
      slots: sent.slots.filter((_, i) => canTryAgain(sent.outcomes[i]!)),
      key: daysOffKeyNow(),
      nowMs: now.getTime(),
    });

  if (batch.sending) return <BatchSending count={batch.sending.input.slots.length} verb="close" held={held === batch.sending.id} />;
  const sent = batch.result;
  if (sent) {
    return (
      <BatchResult
        verb="close"
        lines={sent.slots.map((slot, i) => ({ key: slot.id, label: when(slot), outcome: sent.outcomes[i]! }))}
        onTryAgain={() => tryAgain(sent)}
        onDone={onClose}
      />
    );
  }

  const tabOf = (slot: BookingSlot) => dashboardTabOf(toWallDateTime(new Date(slot.startMs), zone).slice(0, 10), now, zone);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('weekTools:off.intro', { zone: teacher(new Date(limits.startMs)) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('weekTools:off.kept')}
      </Text>
      <Radio.Group
        label={t('weekTools:off.kind')}
        value={kind}
        onChange={(v) => form.setFieldValue('kind', v === 'hours' ? 'hours' : 'days')}
      >
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
          {...form.getInputProps('from')}
          value={from}
        />
        {kind === 'days' ? (
          <DateField
            label={t('weekTools:off.to')}
            min={from || limits.weeks.this}
            max={limits.lastDay}
            {...form.getInputProps('to')}
            value={to}
          />
        ) : (
          <>
            <TimeField label={t('weekTools:off.start')} {...form.getInputProps('start')} value={start} />
            <TimeField label={t('weekTools:off.end')} {...form.getInputProps('end')} value={end} />
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
                    <Text size="sm">
                      <KeepDates text={when(slot)} />
                    </Text>
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
                      <Text size="sm">
                        <KeepDates text={when(slot)} />
                      </Text>
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
        <Button variant="default" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button onClick={confirm} disabled={!plan}>
          {plan && plan.close.length > 0 ? t('weekTools:off.confirm', { count: plan.close.length }) : t('weekTools:off.confirmNone')}
        </Button>
      </Group>
    </Stack>
  );
}
