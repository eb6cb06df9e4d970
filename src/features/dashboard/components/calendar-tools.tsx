import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassItem } from '../model/class-item';
import classes from './calendar-tools.module.css';
import { useNotificationPermission } from './use-notification-permission';

/** Beside the heading: the upcoming classes as an .ics file, and browser reminders on request. */
export function CalendarTools({ items }: { items: readonly ClassItem[] }) {
  const { t } = useTranslation('dashboard');
  const { permission, request } = useNotificationPermission();

  // The file's writer loads on the click: nothing of it is needed before the first card.
  const download = async () => {
    const { toIcs } = await import('../model/ics');
    const ics = toIcs(items, { now: new Date(), portalUrl: window.location.href.split('#')[0]!, calendarName: t('common:appName') });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('calendar.fileName');
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={classes.tools}>
      <div className={classes.buttons}>
        <Button size="xs" variant="default" onClick={() => void download()}>
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
