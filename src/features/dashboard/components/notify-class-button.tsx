import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifyClass } from '../api/notify-class';
import { NOTIFY_DONE, NOTIFY_REFUSED, notifyFailure } from '../model/action-feedback';
import type { ClassItem } from '../model/class-item';
import { isInClassTime } from '../model/class-rules';
import { useOneAtATime } from './use-one-at-a-time';
import { useShowFeedback } from './use-show-feedback';

/** Notify the students: only during class time (checked here and by the host). */
export function NotifyClassButton({ item, size }: { item: ClassItem; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('dashboard');
  const notify = useNotifyClass();
  const show = useShowFeedback();
  const [busy, run] = useOneAtATime();

  const onClick = () =>
    run(async () => {
      if (!isInClassTime(item, new Date())) {
        show(NOTIFY_REFUSED);
        return;
      }
      try {
        await notify.mutateAsync(item.id);
        show(NOTIFY_DONE);
      } catch (error) {
        show(notifyFailure(error), error);
      }
    });

  return (
    <Button size={size} variant="light" loading={busy} onClick={() => void onClick()}>
      {t('actions.notify', { count: item.students.length })}
    </Button>
  );
}
