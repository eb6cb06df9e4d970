import { Button, Group } from '@mantine/core';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardEntries, useDiscardQuestion } from './discard-entries';

interface CloseOrConfirmProps {
  /** A send is on its way. */
  busy: boolean;
  /** Whether the form holds entries (typed now or restored): closing asks first. */
  holdsEntries: () => boolean;
  /** Throws the entries away and closes. */
  onDiscard: () => void;
  /** Where the dialog's own close (Escape, the close button) finds this form's way to close. */
  closeRequestRef: RefObject<(() => void) | null>;
}

/**
 * The form's end: Cancel and Confirm, or, once a close was asked over entries, whether to discard them (a draft is
 * kept only for what the teacher did not choose to leave).
 */
export function CloseOrConfirm({ busy, holdsEntries, onDiscard, closeRequestRef }: CloseOrConfirmProps) {
  const { t } = useTranslation('booking');
  const { asking, keep, requestClose } = useDiscardQuestion(holdsEntries, onDiscard);
  useEffect(() => {
    closeRequestRef.current = requestClose;
    return () => {
      closeRequestRef.current = null;
    };
  });
  if (asking) return <DiscardEntries onKeep={keep} onDiscard={onDiscard} />;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={requestClose}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('form.confirm')}
      </Button>
    </Group>
  );
}
