import '@mantine/dates/styles.layer.css';
import { Alert, Stack, Text } from '@mantine/core';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftForm } from '@/lib/drafts/use-draft-form';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { TeacherCourse } from '../api/get-teacher-courses';
import { overlappedSlots, type PreviewRow, windowMiss } from '../model/batch-preview';
import type { BookingSlot } from '../model/slot';
import { validateSlotForm, withDate, type SlotFormValues } from '../model/slot-form';
import type { BookingWindow } from '../model/week-window';
import { BatchPreviewList } from './batch-preview-list';
import { CloseOrConfirm } from './close-or-confirm';
import { RepeatFields } from './repeat-fields';
import { RuleAlert } from './rule-alert';
import { SlotFields } from './slot-fields';
import { useSendSlots } from './use-send-slots';
import { useSlotChecks } from './use-slot-checks';

export interface AddSlotFormProps {
  initial: SlotFormValues;
  restored: boolean;
  courses: TeacherCourse[];
  existing: BookingSlot[];
  limits: BookingWindow;
  minDate: string;
  now: Date;
  zone: TeacherZone;
  saveDraft: (values: SlotFormValues) => void;
  clearDraft: () => void;
  /** After the host opened them: the starts of the new slots. */
  onCreated: (startMs: number[]) => void;
  onDone: () => void;
  onCancel: () => void;
  /** Where the dialog's own close (Escape, the close button) finds this form's way to close. */
  closeRequestRef: RefObject<(() => void) | null>;
}

/** The first day whose start the clock skips, for the rule's words. */
const gapOf = (rows: readonly PreviewRow[]) => {
  const row = rows.find((r) => r.gap);
  return row?.gap ? { time: row.gap.startTime, date: row.date } : null;
};

/** Spec 3 time slot fields, the spec 5 checks, and a preview of a weekly batch with its conflicts. */
export function AddSlotForm({ initial, restored, courses, limits, minDate, zone, clearDraft, ...props }: AddSlotFormProps) {
  const { t } = useTranslation('booking');
  const { send, failure, reset } = useSendSlots({ clearDraft, onCreated: props.onCreated, onDone: props.onDone });
  const [skipped, setSkipped] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  // The house form: every change kept as the draft, the rules' messages once Confirm was tried, then live.
  const draftForm = useDraftForm({
    initialValues: initial,
    validate: (values: SlotFormValues) => validateSlotForm(values, courses.length),
    draft: { save: props.saveDraft, clear: clearDraft },
    words: 'booking',
  });
  const { form, busy, message } = draftForm;
  const { values } = form;
  const field = (path: keyof SlotFormValues) => ({ ...form.getInputProps(path), error: message(path) });
  // A changed value, or a day left out or taken back, makes an earlier refusal stale.
  useEffect(() => reset(), [values, skipped, reset]);
  const checks = { values, courseCount: courses.length, existing: props.existing, limits, now: props.now, zone, skipped, submitted };
  const { rows, included, slotsKnown, ruleKeys, earliest } = useSlotChecks(checks);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true); // "choose at least one slot" from now on
    // One Confirm at a time (the house form's submit): a double click or Enter while the slots are on their way sends nothing more.
    draftForm.submit((checked) => send(included, checked))(event);
  };
  const serverMessage = failure(ruleKeys);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {restored && (
          <Text size="xs" c="dimmed">
            {t('form.draftRestored')}
          </Text>
        )}
        <SlotFields
          field={field}
          values={values}
          courses={courses}
          minDate={minDate}
          maxDate={limits.lastDay}
          earliest={earliest}
          onDate={(date) => form.setValues(withDate(values, date))}
        />
        <RepeatFields form={form} field={field} minDate={minDate} maxDate={limits.lastDay} />
        {slotsKnown && (values.pattern === 'weekly' || rows.length > 0) && (
          <BatchPreviewList
            rows={rows}
            skipped={values.pattern === 'weekly' ? skipped : null}
            limits={limits}
            zone={zone}
            onToggle={(date, include) => setSkipped((list) => (include ? list.filter((d) => d !== date) : [...list, date]))}
          />
        )}
        <RuleAlert
          keys={ruleKeys}
          earliest={earliest}
          overlapped={overlappedSlots(included)}
          outside={included.map((row) => windowMiss(row, limits, zone)).find((miss) => miss !== null) ?? null}
          offOn={included.find((row) => row.offOn)?.offOn ?? null}
          gap={gapOf(included)}
          zone={zone}
        />
        {serverMessage && (
          <Alert color="red" role="alert" title={t('form.failedTitle')}>
            {serverMessage}
          </Alert>
        )}
        <CloseOrConfirm
          busy={busy}
          holdsEntries={() => restored || form.isDirty()}
          onDiscard={() => {
            clearDraft();
            props.onCancel();
          }}
          closeRequestRef={props.closeRequestRef}
        />
      </Stack>
    </form>
  );
}
