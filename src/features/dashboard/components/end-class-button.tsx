import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useEndClass } from '../api/end-class';
import { END_DONE, END_REFUSED, endFailure } from '../model/action-feedback';
import { hasStarted } from '../model/class-rules';
import { ConfirmDialog } from './confirm-dialog';
import { useOneAtATime } from './use-one-at-a-time';
import { useShowFeedback } from './use-show-feedback';

export interface EndClassButtonProps {
  classId: number;
  startAt: string;
  /** After the host ended the class (the waiting room reloads the class). */
  onEnded?: () => void;
  size?: ButtonProps['size'];
}

/** End class: a class that has not started cannot end; otherwise confirm, then end it. */
export function EndClassButton({ classId, startAt, onEnded, size }: EndClassButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const end = useEndClass();
  const show = useShowFeedback();
  const [busy, run] = useOneAtATime();

  const confirm = () =>
    run(async () => {
      try {
        await end.mutateAsync(classId);
        show(END_DONE);
        onEnded?.();
      } catch (error) {
        show(endFailure(error), error);
      } finally {
        close();
      }
    });

  return (
    <>
      <Button size={size} variant="light" color="orange" loading={busy} onClick={() => (hasStarted({ startAt }, new Date()) ? open() : show(END_REFUSED))}>
        {t('dashboard:actions.end')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('dashboard:actions.endTitle')}
        confirmLabel={t('dashboard:actions.endConfirm')}
        keepLabel={t('dashboard:actions.keep')}
        pending={busy}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {t('errors:endClassConfirm')}
      </ConfirmDialog>
    </>
  );
}
