import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCancelClass } from '../api/cancel-class';
import { CANCEL_DONE, cancelFailure } from '../model/action-feedback';
import type { CancelState } from '../model/action-phase';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { ConfirmDialogOnDemand, preloadConfirmDialog } from './dialogs-on-demand';
import { unavailable } from './unavailable';
import { useClassAction } from './use-class-action';

interface CancelClassButtonProps {
  item: ClassItem;
  /** Where the class stands for cancelling (useActionPhase). */
  state: CancelState;
  /** The element saying why the button is unavailable. */
  reasonId?: string;
  size?: ButtonProps['size'];
}

/**
 * Cancel: unavailable from 24 h before the start, with the rule and whom to contact beside it (the
 * host refuses too: a dialog left open across the deadline gets spec 8's refusal), else confirm first.
 */
export function CancelClassButton({ item, state, reasonId, size }: CancelClassButtonProps) {
  const { t } = useTranslation('dashboard');
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelClass();
  const [busy, act] = useClassAction({ send: cancel.mutateAsync, done: CANCEL_DONE, failure: cancelFailure, onSettled: close });
  const available = state === 'open';

  return (
    <>
      <Button
        size={size}
        variant="light"
        color="red"
        loading={busy}
        {...unavailable(available, reasonId)}
        onPointerEnter={() => void preloadConfirmDialog()}
        onFocus={() => void preloadConfirmDialog()}
        onClick={available ? open : undefined}
      >
        {t('actions.cancel')}
      </Button>
      <ConfirmDialogOnDemand
        opened={opened}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.cancelConfirm')}
        keepLabel={t('actions.keep')}
        pending={busy}
        onConfirm={() => void act(item.id)}
        onClose={close}
      >
        {t('actions.cancelText', { title: item.title, date: item.date, time: item.startTime, count: item.students.length })}
      </ConfirmDialogOnDemand>
    </>
  );
}
