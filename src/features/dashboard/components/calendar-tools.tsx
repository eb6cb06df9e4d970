import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import type { ClassItem } from '@/entities/classes/model/class-item';
import classes from './calendar-tools.module.css';
import { withIcsWriter } from './ics-on-demand';
import { useNotificationPermission } from './use-notification-permission';

/** Beside the heading: this week's and next week's classes as an .ics file (each rings 10 min before), and browser reminders on request. */
export function CalendarTools({ items }: { items: readonly ClassItem[] }) {
  const { t } = useTranslation('dashboard');
  const { permission, request } = useNotificationPermission();
  const zone = useTeacherZone();

  const download = () => withIcsWriter(t, ({ downloadWeeks }) => downloadWeeks(items, zone, t));

  return (
    <div className={classes.tools}>
      <div className={classes.buttons}>
        <Button size="xs" variant="default" onClick={download}>
          {t('calendar.download')}
        </Button>
        {permission === 'default' && (
          <Button size="xs" variant="default" onClick={request}>
            {t('calendar.enableReminders')}
          </Button>
        )}
        {permission === 'granted' && (
          <Text size="xs" c="dimmed">
            {t('calendar.remindersOn')}
          </Text>
        )}
        {permission === 'denied' && (
          <Text size="xs" fw={600}>
            {t('calendar.remindersBlocked')}
          </Text>
        )}
      </div>
      {/* Blocked by the browser: only the teacher can undo it there; say where, and that the portal still reminds. */}
      {permission === 'denied' && (
        <Text size="xs" c="dimmed">
          {t('calendar.remindersBlockedHow')}
        </Text>
      )}
    </div>
  );
}
