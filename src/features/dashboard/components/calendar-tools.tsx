import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassItem } from '../model/class-item';
import { toIcs } from '../model/ics';

const canNotify = () => typeof Notification !== 'undefined';

/** Beside the heading: the upcoming classes as an .ics file, and browser reminders on request. */
export function CalendarTools({ items }: { items: readonly ClassItem[] }) {
  const { t } = useTranslation('dashboard');
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : 'denied'));

  const download = () => {
    const ics = toIcs(items, { now: new Date(), portalUrl: window.location.href.split('#')[0]!, calendarName: t('common:appName') });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('calendar.fileName');
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={download}>
        {t('calendar.download')}
      </Button>
      {canNotify() && permission === 'default' && (
        <Button size="xs" variant="default" onClick={() => void Notification.requestPermission().then(setPermission)}>
          {t('calendar.enableReminders')}
        </Button>
      )}
      {permission === 'granted' && (
        <Text size="xs" c="dimmed">
          {t('calendar.remindersOn')}
        </Text>
      )}
    </Group>
  );
}
