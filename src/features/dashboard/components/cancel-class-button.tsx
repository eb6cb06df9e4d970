import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCancelClass } from '../api/cancel-class';
import { CANCEL_DONE, CANCEL_REFUSED, cancelFailure } from '../model/action-feedback';
import type { ClassItem } from '../model/class-item';
import { canCancel } from '../model/class-rules';
import { ConfirmDialogOnDemand, preloadConfirmDialog } from './dialogs-on-demand';
import { useOneAtATime } from './use-one-at-a-time';
import { useShowFeedback } from './use-show-feedback';

/** Cancel: refused here within 24 h of the start (and again by the host), else confirm first. */
export function CancelClassButton({ item, size }: { item: ClassItem; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('dashboard');
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelClass();
  const show = useShowFeedback();
  const [busy, run] = useOneAtATime();

  const confirm = () =>
    run(async () => {
      try {
        // mutateAsync, not mutate callbacks: the card (and this button) unmounts on success.
        await cancel.mutateAsync(item.id);
        show(CANCEL_DONE);
      } catch (error) {
        show(cancelFailure(error), error);
      } finally {
        close();
      }
    });

  return (
    <>
      <Button size={size} variant="light" color="red" loading={busy}
        onPointerEnter={() => void preloadConfirmDialog()}
        onFocus={() => void preloadConfirmDialog()}
        onClick={() => (canCancel(item, new Date()) ? open() : show(CANCEL_REFUSED))}>
        {t('actions.cancel')}
      </Button>
      <ConfirmDialogOnDemand
        opened={opened}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.cancelConfirm')}
        keepLabel={t('actions.keep')}
        pending={busy}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {t('actions.cancelText', { title: item.title, date: item.date, time: item.startTime, count: item.students.length })}
      </ConfirmDialogOnDemand>
    </>
  );
}
