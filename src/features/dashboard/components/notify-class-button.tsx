import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifyClass } from '../api/notify-class';
import { notifyDone, notifyFailure } from '../model/action-feedback';
import type { ActionPhase } from '../model/action-phase';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { unavailable } from './unavailable';
import { useClassAction } from './use-class-action';

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
  const [busy, act] = useClassAction({ send: notify.mutateAsync, done: notifyDone(item.students.length), failure: notifyFailure });
  const available = phase === 'in-progress';

  return (
    <Button
      size={size}
      variant="light"
      loading={busy}
      {...unavailable(available, reasonId)}
      onClick={available ? () => void act(item.id) : undefined}
    >
      {t('actions.notify', { count: item.students.length })}
    </Button>
  );
}
