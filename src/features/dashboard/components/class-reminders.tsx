import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { classItemsOf } from '@/entities/classes/model/class-items-of';
import { dueReminders, minutesUntil, nextReminderAt } from '../model/reminders';

/** Reminded classes, per tab: a reload does not remind again. Cleared with the rest of tp.* on sign-out. */
const REMINDED_KEY = 'tp.reminded';

function readReminded(): Set<number> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(REMINDED_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

const writeReminded = (ids: Set<number>) => sessionStorage.setItem(REMINDED_KEY, JSON.stringify([...ids]));

/**
 * Mounted by the shell: 10 minutes before each class, a notice that stays until dismissed with the
 * way in, plus a browser notification when the teacher allowed them. One timer, set to the next due
 * reminder (a controlled clock in tests drives it), and reset whenever the class list changes.
 */
export function ClassReminders() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  // A passive reader of the class list: it loads it once when nothing has, and never again on its own
  // (a failed list is the screen's to report and retry, not a second request from here).
  const rooms = useQuery({
    ...roomsQueryOptions(),
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const zone = useTeacherZone();
  const [wake, setWake] = useState(0);
  const items = useMemo(() => (rooms.data ? classItemsOf(rooms.data, zone, new Date()).items : []), [rooms.data, zone]);

  useEffect(() => {
    const now = new Date();
    const reminded = readReminded();
    const due = dueReminders(items, now, reminded);
    for (const item of due) {
      const enter = () => {
        notifications.hide(`reminder-${item.id}`);
        void navigate({ to: '/Class/$calendarEventId', params: { calendarEventId: item.id } });
      };
      const title = t('reminder.title', { count: minutesUntil(item, now) });
      const body = `${item.startTime}–${item.endTime} ${item.classCode ? `${item.classCode} ` : ''}${item.title}`;
      notifications.show({
        id: `reminder-${item.id}`,
        color: 'teal',
        autoClose: false,
        title,
        closeButtonProps: { 'aria-label': t('common:close') },
        message: <ReminderBody text={body} onEnter={enter} label={t('actions.enter')} />,
      });
      showBrowserNotification(title, body, item, enter);
      reminded.add(item.id);
    }
    if (due.length > 0) writeReminded(reminded);
    const next = nextReminderAt(items, now, reminded);
    if (next === null) return undefined;
    // setTimeout holds at most ~24.8 days; a later class is looked at again when the timer fires.
    const timer = window.setTimeout(() => setWake((n) => n + 1), Math.min(next - now.getTime(), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [items, wake, navigate, t]);

  return null;
}

function ReminderBody({ text, label, onEnter }: { text: string; label: string; onEnter: () => void }) {
  return (
    <>
      <Text size="sm">{text}</Text>
      <Button size="xs" mt={6} onClick={onEnter}>
        {label}
      </Button>
    </>
  );
}

/** Only when the teacher allowed it (the dashboard asks on a click); clicking it brings the portal back. */
function showBrowserNotification(title: string, body: string, item: ClassItem, enter: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notice = new Notification(title, { body, tag: `class-${item.id}` });
  notice.onclick = () => {
    window.focus();
    enter();
    notice.close();
  };
}
