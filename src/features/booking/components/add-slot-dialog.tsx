import { Modal, Text } from '@mantine/core';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { PendingScreen } from '@/components/pending-screen';
import { useDraft } from '@/lib/drafts/use-draft';
import { useSessionStore } from '@/lib/session/session-store';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useTeacherCourses } from '../api/get-teacher-courses';
import type { BookingSlot } from '../model/slot';
import { emptySlotForm, type SlotFormValues } from '../model/slot-form';
import type { BookingWindow } from '../model/week-window';
import { dialogProps } from './dialog-props';
import { useMediaMatch } from '@/lib/hooks/use-media-match';

/**
 * The form (its date picker, time fields, batch preview and rules) loads apart from the week calendar, so
 * the week comes first; the calendar asks for it once drawn (`preloadAddSlotForm`), so a tap on Add seldom waits.
 */
export const preloadAddSlotForm = () => import('./add-slot-form');
const AddSlotForm = lazyPart(() => preloadAddSlotForm().then((m) => ({ default: m.AddSlotForm })));

/** Kept per signed-in identity by useDraft, so an admin acting as a teacher never sees another's draft. */
const DRAFT_SCOPE = 'booking:add-slot';

/** A calendar selection (date and times), or the day a phone shows (date only). */
export type SlotPrefill = Partial<Pick<SlotFormValues, 'date' | 'startTime' | 'endTime'>>;

interface AddSlotDialogProps {
  opened: boolean;
  /** From a calendar selection; wins over the draft's date and times. */
  prefill: SlotPrefill | null;
  existing: BookingSlot[];
  limits: BookingWindow;
  minDate: string;
  now: Date;
  zone: TeacherZone;
  onCreated: (startMs: number[]) => void;
  onClose: () => void;
  /** The dialog has finished closing. */
  onClosed: () => void;
}

export function AddSlotDialog({ opened, onClose, onClosed, ...props }: AddSlotDialogProps) {
  const { t } = useTranslation('booking');
  const phone = useMediaMatch('(max-width: 36em)');
  // Escape and the close button ask the form, which may hold entries to discard or keep.
  const closeRequestRef = useRef<(() => void) | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={() => (closeRequestRef.current ?? onClose)()}
      onExitTransitionEnd={onClosed}
      title={t('form.title')}
      size="lg"
      fullScreen={phone}
      {...dialogProps(t)}
    >
      {opened && <AddSlotLoader {...props} onClose={onClose} closeRequestRef={closeRequestRef} />}
    </Modal>
  );
}

/** Waits for the draft and the course list, then starts the form with defaults < draft < selection. */
function AddSlotLoader({
  prefill,
  onClose,
  ...props
}: Omit<AddSlotDialogProps, 'opened' | 'onClosed'> & { closeRequestRef: RefObject<(() => void) | null> }) {
  const { t } = useTranslation('booking');
  const session = useSessionStore((s) => s.session);
  const courses = useTeacherCourses();
  const draft = useDraft<SlotFormValues>(DRAFT_SCOPE);

  if (courses.isError) return <ErrorState error={courses.error} title={t('coursesFailed')} onRetry={() => void courses.refetch()} />;
  if (!courses.data || !draft.loaded) return <PendingScreen />;

  const email = session?.actingAs?.email || session?.email || '';
  const initial: SlotFormValues = { ...emptySlotForm(email, props.limits.lastDay, props.minDate), ...draft.restored, ...prefill };
  const [only] = courses.data;
  if (!initial.courseId && only && courses.data.length === 1) initial.courseId = String(only.id);
  return (
    <OnDemandPart fallback={<PendingScreen />} failed={<Text size="sm">{t('errors:codeNotLoaded')}</Text>}>
      <AddSlotForm
        {...props}
        initial={initial}
        restored={draft.restored !== null}
        courses={courses.data}
        saveDraft={draft.save}
        clearDraft={draft.clear}
        onDone={onClose}
        onCancel={onClose}
      />
    </OnDemandPart>
  );
}
