import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { ErrorState } from '@/components/error-state';
import { useSessionStore } from '@/lib/session/session-store';
import { switchToTeacher } from '../actions/switch-teacher';
import { useTeachers } from '../api/list-teachers';
import { switchableTeachers } from '../model/switchable-teachers';

interface SwitchTeacherDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Chosen already (the command palette): the dialog only asks to confirm, its Switch button focused. */
  initialTeacherId?: number;
  /** Opened from a screen that needs a teacher (Book a class): it stays, and loads again as the teacher. Otherwise the dashboard. */
  stayOnPage?: boolean;
}

/** Admin only: pick a teacher of the group (hundreds: searchable, a bounded list shown) and act as them. */
export function SwitchTeacherDialog({ opened, onClose, initialTeacherId, stayOnPage = false }: SwitchTeacherDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const teachers = useTeachers(session?.groupId ?? 0, opened && !!session?.isAdmin);
  const [selected, setSelected] = useState<string | null>(initialTeacherId === undefined ? null : String(initialTeacherId));
  const switchMutation = useMutation({
    mutationFn: switchToTeacher,
    onSuccess: () => {
      setSelected(null);
      onClose();
      if (!stayOnPage) void navigate({ to: '/dashboard' });
    },
  });
  const offered = session ? switchableTeachers(teachers.data ?? [], session) : [];
  const options = offered.map((teacher) => ({ value: String(teacher.id), label: teacher.email ? `${teacher.name} · ${teacher.email}` : teacher.name }));
  const chosen = offered.find((teacher) => String(teacher.id) === selected);

  return (
    <Modal opened={opened} onClose={onClose} title={t('shell:switchTitle')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('shell:switchIntro')}
        </Text>
        {teachers.isError ? (
          <ErrorState error={teachers.error} onRetry={() => void teachers.refetch()} />
        ) : (
          <Select
            label={t('shell:teacher')}
            placeholder={teachers.isPending ? t('common:loading') : t('shell:searchTeacher')}
            searchable
            limit={50}
            nothingFoundMessage={t('shell:noTeacherFound')}
            data={options}
            value={selected}
            onChange={setSelected}
            disabled={teachers.isPending}
            // Focused to type at once, but the list opens on typing or a click only: opened on its own
            // it covered Cancel and Switch (a phone's whole dialog).
            data-autofocus={initialTeacherId === undefined || undefined}
            openOnFocus={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {teachers.data && (
          <Text size="xs" c="dimmed">
            {t('shell:teacherCount', { count: offered.length })}
          </Text>
        )}
        {switchMutation.error && (
          <Alert color="red" role="alert">
            <ErrorMessage error={switchMutation.error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            disabled={!chosen}
            loading={switchMutation.isPending}
            onClick={() => chosen && switchMutation.mutate(chosen)}
            data-autofocus={initialTeacherId !== undefined || undefined}
          >
            {t('shell:switchConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
