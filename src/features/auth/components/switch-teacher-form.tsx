import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { ErrorState } from '@/components/error-state';
import { useSessionStore } from '@/lib/session/session-store';
import { switchToTeacher } from '../actions/switch-teacher';
import { useTeachers } from '../api/list-teachers';
import { switchableTeachers } from '../model/switchable-teachers';

export interface SwitchTeacherFormProps {
  /** Chosen already (the command palette): the form only asks to confirm, its Switch button focused. */
  initialTeacherId?: number;
  /** The teacher list is asked for only while the form can be used (a closed dialog asks for nothing). */
  enabled?: boolean;
  /** The field takes the focus at once (a dialog); a form in a page leaves the focus where it is. */
  autoFocus?: boolean;
  /** After the switch; the screens below the shell load again as the teacher by themselves. */
  onSwitched: () => void;
  /** A Cancel button beside Switch (a dialog). */
  onCancel?: () => void;
}

/**
 * Admin only: pick a teacher of the group (hundreds: searchable, a bounded list shown) and act as them.
 * The header menu's and the palette's dialog, and an administrator's empty My Courses, use this one form.
 */
export function SwitchTeacherForm({ initialTeacherId, enabled = true, autoFocus = false, onSwitched, onCancel }: SwitchTeacherFormProps) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const teachers = useTeachers(session?.groupId ?? 0, enabled && !!session?.isAdmin);
  const form = useForm<{ teacherId: string | null }>({
    initialValues: { teacherId: initialTeacherId === undefined ? null : String(initialTeacherId) },
  });
  const switchMutation = useMutation({
    mutationFn: switchToTeacher,
    onSuccess: () => {
      form.setFieldValue('teacherId', null);
      onSwitched();
    },
  });
  const offered = session ? switchableTeachers(teachers.data ?? [], session) : [];
  const options = offered.map((teacher) => ({
    value: String(teacher.id),
    label: teacher.email ? `${teacher.name} · ${teacher.email}` : teacher.name,
  }));
  // The one rule: a teacher of the list is chosen (Switch waits for it; nothing to say in words).
  const chosen = offered.find((teacher) => String(teacher.id) === form.values.teacherId);

  return (
    <Stack gap="sm">
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
          {...form.getInputProps('teacherId')}
          // Read-only, not disabled, while the list loads: a disabled field cannot take the dialog's
          // first focus, which then stayed on the account button behind it (a page reopened signed in).
          readOnly={teachers.isPending}
          // Focused to type at once, but the list opens on typing or a click only: opened on its own
          // it covered Cancel and Switch (a phone's whole dialog).
          data-autofocus={(autoFocus && initialTeacherId === undefined) || undefined}
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
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
        <Button
          disabled={!chosen}
          loading={switchMutation.isPending}
          onClick={() => chosen && switchMutation.mutate(chosen)}
          data-autofocus={(autoFocus && initialTeacherId !== undefined) || undefined}
        >
          {t('shell:switchConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
