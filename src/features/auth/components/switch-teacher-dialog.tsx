import { Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SwitchTeacherForm } from './switch-teacher-form';

interface SwitchTeacherDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Chosen already (the command palette): the dialog only asks to confirm, its Switch button focused. */
  initialTeacherId?: number;
  /** Opened from a screen that needs a teacher (Book a class): it stays, and loads again as the teacher. Otherwise the dashboard. */
  stayOnPage?: boolean;
}

/** The header menu's "Switch user" (also the palette's and Book a class's): the switch form in a dialog. */
export function SwitchTeacherDialog({ opened, onClose, initialTeacherId, stayOnPage = false }: SwitchTeacherDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shell:switchTitle')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('shell:switchIntro')}
        </Text>
        <SwitchTeacherForm
          initialTeacherId={initialTeacherId}
          enabled={opened}
          autoFocus
          onCancel={onClose}
          onSwitched={() => {
            onClose();
            if (!stayOnPage) void navigate({ to: '/dashboard' });
          }}
        />
      </Stack>
    </Modal>
  );
}
