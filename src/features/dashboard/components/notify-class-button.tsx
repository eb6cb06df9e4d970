import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifyClass } from '../api/notify-class';
import { notifyDone, notifyFailure } from '../model/action-feedback';
import type { ActionPhase } from '../model/action-phase';
import type { ClassItem } from '../model/class-item';
import { unavailable } from './unavailable';
import { useOneAtATime } from './use-one-at-a-time';
import { useShowFeedback } from './use-show-feedback';

interface NotifyClassButtonProps {
  item: ClassItem;
  phase: ActionPhase;
  /** The element saying why the button is unavailable. */
  reasonId?: string;
  size?: ButtonProps['size'];
}

/** Notify the students: available only during class time (spec 6); the host checks it again. */
export function NotifyClassButton({ item, phase, reasonId, size }: NotifyClassButtonProps) {
  const { t } = useTranslation('dashboard');
  const notify = useNotifyClass();
  const show = useShowFeedback();
  const [busy, run] = useOneAtATime();
  const available = phase === 'in-progress';

  const onClick = () =>
    run(async () => {
      try {
        await notify.mutateAsync(item.id);
        show(notifyDone(item.students.length));
      } catch (error) {
        show(notifyFailure(error), error);
      }
    });

  return (
    <Button size={size} variant="light" loading={busy} {...unavailable(available, reasonId)} onClick={available ? () => void onClick() : undefined}>
      {t('actions.notify', { count: item.students.length })}
    </Button>
  );
}
