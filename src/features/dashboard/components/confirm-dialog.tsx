import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** While the call runs: the confirm button is busy and the dialog stays. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be undone. Labelled by its title. */
export function ConfirmDialog({ opened, title, children, confirmLabel, keepLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!pending) onClose();
  };
  // One answer per opening: a double click whose second click lands after the call settled (a busy phone),
  // or a click on the dialog while it fades out, is not a second call.
  const answered = useRef(false);
  useEffect(() => {
    if (opened) answered.current = false;
  }, [opened]);
  const confirm = () => {
    if (!opened || answered.current) return;
    answered.current = true;
    onConfirm();
  };
  return (
    <Modal.Root opened={opened} onClose={close} centered size="sm">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>, i.e. a second banner landmark beside the page's own. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common:close')} />
        </Modal.Header>
        <Modal.Body>
          <Text size="sm">{children}</Text>
          <Group justify="flex-end" mt="md">
            {/* Focus starts on the harmless choice. */}
            <Button variant="default" onClick={close} disabled={pending} data-autofocus>
              {keepLabel}
            </Button>
            <Button color="red" loading={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
