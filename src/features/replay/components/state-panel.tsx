import { Button, Group, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useConfirmState } from '../api/confirm-state';
import { CONFIRMABLE_STATES, type ConfirmableState, isConfirmable, stateKey } from '@/entities/histories/model/history';
import { ACCENT, MUTED } from './colors';
import { InlineFailure } from './inline-failure';

/** Confirm what happened in the class: completed, student absent, teacher absent, technical problem. */
export function StatePanel({ classId, state }: { classId: number; state: string }) {
  const { t } = useTranslation('replay');
  const [choice, setChoice] = useState<ConfirmableState | null>(isConfirmable(state) ? state : null);
  const confirm = useConfirmState();
  const [busy, run] = useSingleFlight();

  const submit = () => {
    if (!choice) return;
    void run(async () => {
      await confirm.mutateAsync({ id: classId, state: choice });
      notifications.show({ color: 'teal', message: t('stateForm.confirmed', { state: t(`state.${choice}`) }) });
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Radio.Group
          label={t('stateForm.title')}
          description={t('stateForm.current', { state: t(`state.${stateKey(state)}`) })}
          value={choice}
          onChange={(value) => setChoice(isConfirmable(value) ? value : null)}
          styles={{ label: { fontWeight: 700 } }}
          descriptionProps={{ c: MUTED }}
        >
          <Group gap="sm" mt={6}>
            {CONFIRMABLE_STATES.map((value) => (
              <Radio key={value} value={value} label={t(`state.${value}`)} size="xs" color={ACCENT} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" size="xs" color={ACCENT} loading={busy} disabled={!choice || choice === state}>
            {t('stateForm.confirm')}
          </Button>
        </Group>
        {confirm.isError && !busy && <InlineFailure error={confirm.error} onRetry={submit} />}
      </Stack>
    </form>
  );
}
