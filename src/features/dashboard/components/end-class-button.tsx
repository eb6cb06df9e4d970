import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useEndClass } from '../api/end-class';
import { END_DONE, endFailure } from '../model/action-feedback';
import type { ActionPhase } from '../model/action-phase';
import { ConfirmDialogOnDemand, preloadConfirmDialog } from './dialogs-on-demand';
import { unavailable } from './unavailable';
import { useClassAction } from './use-class-action';

export interface EndClassButtonProps {
  classId: number;
  /** Where the class stands (useActionPhase, or the waiting room's own clock). */
  phase: ActionPhase;
  /** The element saying why the button is unavailable. */
  reasonId?: string;
  /** After the host ended the class (the waiting room reloads the class). */
  onEnded?: () => void;
  size?: ButtonProps['size'];
}

/** End class: available only while the class runs (nothing to end before, nor after); confirm first. */
export function EndClassButton({ classId, phase, reasonId, onEnded, size }: EndClassButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const end = useEndClass();
  const [busy, act] = useClassAction({ send: end.mutateAsync, done: END_DONE, failure: endFailure, onDone: onEnded, onSettled: close });
  const available = phase === 'in-progress';

  return (
    <>
      <Button
        size={size}
        variant="light"
        color="orange"
        loading={busy}
        {...unavailable(available, reasonId)}
        onPointerEnter={() => void preloadConfirmDialog()}
        onFocus={() => void preloadConfirmDialog()}
        onClick={available ? open : undefined}
      >
        {t('dashboard:actions.end')}
      </Button>
      <ConfirmDialogOnDemand
        opened={opened}
        title={t('dashboard:actions.endTitle')}
        confirmLabel={t('dashboard:actions.endConfirm')}
        keepLabel={t('dashboard:actions.keep')}
        pending={busy}
        onConfirm={() => void act(classId)}
        onClose={close}
      >
        {t('errors:endClassConfirm')}
      </ConfirmDialogOnDemand>
    </>
  );
}
