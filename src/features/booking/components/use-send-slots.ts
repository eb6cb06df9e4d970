import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { useCreateSlots } from '../api/create-slots';
import { batchConflicts, type PreviewRow } from '../model/batch-preview';
import { refusalKey } from '../model/refusal';
import type { SlotFormValues } from '../model/slot-form';

interface SendSlotsInput {
  clearDraft: () => void;
  /** After the host opened them: the starts of the new slots. */
  onCreated: (startMs: number[]) => void;
  onDone: () => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What Confirm does: opens the slots the form includes in one request, and says a failure the form's rules do not. */
export function useSendSlots({ clearDraft, onCreated, onDone }: SendSlotsInput) {
  const { t } = useTranslation('booking');
  const create = useCreateSlots();
  const send = async (included: readonly PreviewRow[], { email, courseId, notes }: SlotFormValues) => {
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
  const refusal = refusalKey(create.error);
  /** The host's refusal or failure in words; null when the form now shows it itself (the calendar was read again). */
  const failure = (ruleKeys: readonly string[]) =>
    !create.error || (refusal && ruleKeys.includes(refusal)) ? null : refusal ? t(refusal) : errorText(create.error, t);
  return { send, failure, reset: create.reset };
}
