import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscardEntriesProps {
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * Asked when the teacher closes a form that holds entries (Cancel, Escape, the close button):
 * discarding throws the draft away; keeping returns to the form as it was. Focus starts on the
 * safe choice, so a second Escape or Enter loses nothing.
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
