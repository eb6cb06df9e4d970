import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** While the call runs: the confirm button is busy (no second call) and the dialog stays. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be undone. Labelled by its title. */
export function ConfirmDialog({ opened, title, children, confirmLabel, keepLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="sm">
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="md">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={close} disabled={pending} data-autofocus>
          {keepLabel}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
