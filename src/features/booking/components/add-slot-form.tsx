import '@mantine/dates/styles.layer.css';
import { Alert, Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftForm } from '@/lib/drafts/use-draft-form';
import { dayWords } from '@/components/day-words';
import { errorText } from '@/components/error-message';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { useCreateSlots } from '../api/create-slots';
import type { TeacherCourse } from '../api/get-teacher-courses';
import { batchConflicts, cannotOpen, overlappedSlots, type PreviewRow, previewBatch, windowMiss } from '../model/batch-preview';
import { endsNextDay, expandOccurrences } from '../model/recurrence';
import { CONFLICT_KEYS, refusalKey } from '../model/refusal';
import type { BookingSlot } from '../model/slot';
import { earliestStartMs } from '../model/slot-rules';
import { toSlotRequest, typedTime, validateSlotForm, withDate, type SlotFormValues } from '../model/slot-form';
import { weekdayOf, parseWallDate, splitWallDateTime, toWallDateTime } from '../model/wall-date';
import type { BookingWindow } from '../model/week-window';
import { BatchPreviewList } from './batch-preview-list';
import { DateField } from './date-field';
import { DiscardEntries, useDiscardQuestion } from './discard-entries';
import { RuleAlert } from './rule-alert';
import { TimeField } from './time-field';
import { useOffSpans } from './use-off-spans';

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

// Monday first, as every week of the portal (lib/time/teacher-week.ts); values stay 0 = Sunday.
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'];
const iso = (ms: number) => new Date(ms).toISOString();
/** The first day whose start the clock skips, for the rule's words. */
const gapOf = (rows: readonly PreviewRow[]) => {
  const row = rows.find((r) => r.gap);
  return row?.gap ? { time: row.gap.startTime, date: row.date } : null;
};

/** Spec 3 time slot fields, the spec 5 checks, and a preview of a weekly batch with its conflicts. */
export function AddSlotForm(props: AddSlotFormProps) {
  const {
    initial,
    restored,
    courses,
    existing,
    limits,
    minDate,
    now,
    zone,
    saveDraft,
    clearDraft,
    onCreated,
    onDone,
    onCancel,
    closeRequestRef,
  } = props;
  const { t } = useTranslation('booking');
  const create = useCreateSlots();
  const [skipped, setSkipped] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  // The house form: every change kept as the draft, the rules' messages once Confirm was tried, then live.
  const {
    form,
    busy,
    message,
    submit: check,
  } = useDraftForm({
    initialValues: initial,
    validate: (values: SlotFormValues) => validateSlotForm(values, courses.length),
    draft: { save: saveDraft, clear: clearDraft },
    words: 'booking',
  });
  const { values } = form;
  /** A field's props with its rule's message, in words. */
  const field = (path: keyof SlotFormValues) => ({ ...form.getInputProps(path), error: message(path) });
  const { reset } = create;
  // A changed value, or a day left out or taken back, makes an earlier refusal stale.
  useEffect(() => reset(), [values, skipped, reset]);
  // Her time off binds the form as it binds the copy (issue 47.1): a slot in it is refused, a weekly day left out.
  const off = useOffSpans(zone);
  const rows = useMemo(
    () => previewBatch(expandOccurrences(toSlotRequest(values), zone), existing, now, limits, off),
    [values, zone, existing, now, limits, off],
  );
  // Clearing a slot is a choice inside the weekly preview, and a day that is never opened (within 24 hours,
  // outside the two weeks) is left out by itself, saying why on its line; a single slot is always meant.
  const included = values.pattern === 'weekly' ? rows.filter((row) => !skipped.includes(row.date) && !cannotOpen(row)) : rows;
  const fieldErrors = validateSlotForm(values, courses.length);
  // The rules are checked as soon as the slots are known (date, times, and a weekly pattern's days);
  // "choose at least one slot" only once the teacher tried to confirm.
  const slotsKnown = !['date', 'startTime', 'endTime', 'days', 'until'].some((field) => field in fieldErrors);
  const ruleKeys = !slotsKnown
    ? []
    : included.length === 0
      ? submitted
        ? ['rules.noSlot']
        : []
      : batchConflicts(included).map((c) => CONFLICT_KEYS[c]);
  const earliestAt = new Date(earliestStartMs(now));
  const zoneLabels = useZoneLabels();
  // Named by its zone wherever it is said (the hint under the fields, the 24 h rule's message).
  const earliest = { ...splitWallDateTime(toWallDateTime(earliestAt, zone))!, zone: zoneLabels.teacher(earliestAt) };
  const earliestId = useId();
  const nextDay = endsNextDay(typedTime(values.startTime), typedTime(values.endTime));

  // Closing throws the entries away (a draft is kept only for what the teacher did not choose to
  // leave): asked first when there are any, typed now or restored.
  const discard = () => {
    clearDraft();
    onCancel();
  };
  const { asking, keep, requestClose } = useDiscardQuestion(() => restored || form.isDirty(), discard);
  useEffect(() => {
    closeRequestRef.current = requestClose;
    return () => {
      closeRequestRef.current = null;
    };
  });

  // One Confirm at a time (the house form's submit): a double click or Enter while the slots are on their way sends nothing more.
  const send = async ({ email, courseId, notes }: SlotFormValues) => {
    create.reset();
    if (included.length === 0 || batchConflicts(included).length > 0) return;
    // A failure stays on create.error; the form stays as typed, so Confirm tries again.
    const slots = included.map((row) => ({ startAt: iso(row.startMs), endAt: iso(row.endMs) }));
    const count = await create.mutateAsync({ email: email.trim(), courseId: Number(courseId), notes: notes.trim(), slots });
    clearDraft();
    notifications.show({ color: 'teal', message: t('form.created', { count }) });
    onCreated(included.map((row) => row.startMs));
    onDone();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true); // "choose at least one slot" from now on
    check(send)(event);
  };

  const choosePattern = (pattern: string) => {
    form.setFieldValue('pattern', pattern === 'weekly' ? 'weekly' : 'none');
    if (pattern === 'weekly' && values.days.length === 0 && parseWallDate(values.date)) {
      form.setFieldValue('days', [String(weekdayOf(values.date))]);
    }
  };
  const refusal = refusalKey(create.error);
  // A refusal the form now shows itself (the calendar was read again) is not said twice.
  const serverMessage = !create.error || (refusal && ruleKeys.includes(refusal)) ? null : refusal ? t(refusal) : errorText(create.error, t);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {restored && (
          <Text size="xs" c="dimmed">
            {t('form.draftRestored')}
          </Text>
        )}
        <TextInput label={t('form.email')} type="email" autoComplete="email" withAsterisk {...field('email')} />
        <Select
          label={t('form.course')}
          placeholder={courses.length > 0 ? t('form.coursePlaceholder') : t('form.noCourses')}
          data={courses.map((course) => ({ value: String(course.id), label: course.name }))}
          allowDeselect={false}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...field('courseId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DateField
            label={t('form.date')}
            min={minDate}
            max={limits.lastDay}
            withAsterisk
            aria-describedby={earliestId}
            {...field('date')}
            value={values.date}
            onChange={(date) => form.setValues(withDate(values, date))}
          />
          <TimeField
            label={t('form.startTime')}
            withAsterisk
            aria-describedby={earliestId}
            {...field('startTime')}
            value={values.startTime}
          />
          <TimeField
            label={t('form.endTime')}
            description={nextDay ? t('form.endsNextDay', { time: typedTime(values.endTime) }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            {...field('endTime')}
            value={values.endTime}
          />
        </SimpleGrid>
        <Text id={earliestId} size="xs" c="dimmed" mt={-4}>
          {t('form.earliestHint', earliest)}
        </Text>
        <Textarea
          label={t('form.notes')}
          placeholder={t('form.notesPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          withAsterisk
          {...field('notes')}
        />
        <Radio.Group label={t('form.pattern')} value={values.pattern} onChange={choosePattern}>
          <Group gap="md" mt={4}>
            <Radio value="none" label={t('form.patternNone')} />
            <Radio value="weekly" label={t('form.patternWeekly')} />
          </Group>
        </Radio.Group>
        {values.pattern === 'weekly' && (
          <>
            <Checkbox.Group label={t('form.days')} withAsterisk {...field('days')}>
              <Group gap="xs" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={t(`common:weekday.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <DateField
              label={t('form.until')}
              description={t('form.untilHint', { date: dayWords(t).day(limits.lastDay) })}
              min={values.date || minDate}
              max={limits.lastDay}
              withAsterisk
              {...field('until')}
              value={values.until}
              onChange={(date) => form.setFieldValue('until', date)}
            />
          </>
        )}
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
        {asking ? (
          <DiscardEntries onKeep={keep} onDiscard={discard} />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('form.confirm')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
