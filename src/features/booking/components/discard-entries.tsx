import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscardEntriesProps {
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * Asked when the teacher closes a form that holds entries (Cancel, Escape, the close button):
 * discarding throws the draft away; keeping returns to the form as it was. Focus starts on the
 * safe choice, and a close asked while it shows (Escape, the close button) keeps, as the form's
 * `useDiscardQuestion` routes it, so a second Escape or Enter loses nothing.
 */
export function DiscardEntries({ onKeep, onDiscard }: DiscardEntriesProps) {
  const { t } = useTranslation('booking');
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Alert color="orange" role="alert" title={t('form.discardTitle')}>
      {t('form.discardText')}
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button ref={keep} variant="default" onClick={onKeep}>
          {t('form.keepEditing')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('form.discard')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The question's state for a form in a dialog: `requestClose` is what Cancel, Escape and the close button call.
 * With entries it asks; without, it discards at once; while the question shows it answers Keep editing
 * (issue 48: Escape on the question did nothing, the dialog's close asked the question again).
 */
export function useDiscardQuestion(holdsEntries: () => boolean, discard: () => void) {
  const [asking, setAsking] = useState(false);
  const keep = () => setAsking(false);
  const requestClose = () => {
    if (asking) keep();
    else if (holdsEntries()) setAsking(true);
    else discard();
  };
  return { asking, keep, requestClose };
}
