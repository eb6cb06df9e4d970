import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifyClass } from '../api/notify-class';
import { NOTIFY_DONE, NOTIFY_REFUSED, notifyFailure } from '../model/action-feedback';
import type { ClassItem } from '../model/class-item';
import { isInClassTime } from '../model/class-rules';
import { useShowFeedback } from './use-show-feedback';

/** Notify the students: only during class time (checked here and by the host). */
export function NotifyClassButton({ item }: { item: ClassItem }) {
  const { t } = useTranslation('dashboard');
  const notify = useNotifyClass();
  const show = useShowFeedback();

  const onClick = async () => {
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
  };

  return (
    <Button variant="light" loading={notify.isPending} onClick={() => void onClick()}>
      {t('actions.notify', { count: item.students.length })}
    </Button>
  );
}
