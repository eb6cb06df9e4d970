import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { errorText } from '@/components/error-message';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useDeleteSlot } from '../api/delete-slot';
import { refusalKey } from '../model/refusal';
import type { BookingSlot } from '../model/slot';
import { canDelete } from '../model/slot-rules';
import { wallRange } from '../model/wall-range';
import { dialogProps } from './dialog-props';
import { rangeTime, rangeWhen } from './slot-texts';

interface SlotDetailsDialogProps {
  slot: BookingSlot | null;
  courseName: string;
  zone: TeacherZone;
  onClose: () => void;
}

/** A slot's details; an open slot can be deleted after a confirmation, a booked one never (spec 5), said before any tap. */
export function SlotDetailsDialog({ slot, courseName, zone, onClose }: SlotDetailsDialogProps) {
  const { t } = useTranslation('booking');
  return (
    <Modal
      opened={slot !== null}
      onClose={onClose}
      title={slot?.booked ? t('details.bookedTitle') : t('details.openTitle')}
      centered
      {...dialogProps(t)}
    >
      {slot && <SlotDetails key={slot.id} slot={slot} courseName={courseName} zone={zone} onClose={onClose} />}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function SlotDetails({
  slot,
  courseName,
  zone,
  onClose,
}: {
  slot: BookingSlot;
  courseName: string;
  zone: TeacherZone;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const remove = useDeleteSlot();
  const [confirming, setConfirming] = useState(false);
  const bookedNoteId = useId();
  const deletable = canDelete(slot);
  // The whole range, both days of a slot past midnight.
  const range = wallRange(slot.startMs, slot.endMs, zone);
  const date = range?.startDate ?? '';
  const time = range ? rangeTime(range, t) : '';

  // One delete at a time (a double click sends one); a failure stays on remove.error, the
  // confirmation with it, so the teacher can try again.
  const [busy, once] = useSingleFlight();
  const confirm = () =>
    once(async () => {
      await remove.mutateAsync(slot.id);
      notifications.show({ color: 'teal', message: t('details.deleted') });
      onClose();
    });
  const refusal = refusalKey(remove.error);
  const zoneLabels = useZoneLabels();

  return (
    <Stack gap="sm">
      <Field label={t('details.when')}>{range ? `${rangeWhen(range, t)} · ${zoneLabels.teacher(new Date(slot.startMs))}` : '—'}</Field>
      <Field label={t('details.course')}>{courseName}</Field>
      {slot.booked && <Field label={t('details.bookedBy')}>{slot.students.map((s) => s.name).join(', ') || '—'}</Field>}
      {slot.notes && <Field label={t('details.notes')}>{slot.notes}</Field>}
      {!deletable && (
        <Alert color="blue" variant="light">
          <Text size="sm" id={bookedNoteId}>
            {t('details.bookedNote')}
          </Text>
          <Anchor component={Link} to="/dashboard" size="sm" className="tap-target">
            {t('details.toMyCourses')}
          </Anchor>
        </Alert>
      )}
      {remove.error && (
        <Alert color="red" role="alert" title={t('details.deleteFailed')}>
          {refusal ? t(refusal) : errorText(remove.error, t)}
        </Alert>
      )}
      {confirming ? (
        <>
          <Text size="sm">{t('details.deleteQuestion', { date, time })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
              {t('details.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              {t('details.deleteConfirm')}
            </Button>
          </Group>
        </>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:close')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!deletable}
            aria-describedby={deletable ? undefined : bookedNoteId}
            onClick={() => setConfirming(true)}
          >
            {t('details.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
