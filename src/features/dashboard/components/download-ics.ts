/**
 * The calendar files, handed to the browser as downloads. The heading and every card import this
 * module on the click (`import('./download-ics')`), so neither it nor the writer is part of the
 * dashboard's first visit; it needs no host, so it works offline once the app's files are cached.
 */
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { dayWords } from '@/components/day-words';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses, bucketRanges } from '../model/buckets';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { classFileName, toIcs } from '../model/ics';

function download(items: readonly ClassItem[], fileName: string, t: TFunction): void {
  const ics = toIcs(items, {
    now: new Date(),
    portalUrl: window.location.href.split('#')[0]!,
    calendarName: t('common:appName'),
    waitingRoomLine: (url) => t('dashboard:calendar.waitingRoomLine', { url }),
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * This Week and Next Week, the dashboard's first two tabs (spec: the calendar covers only these two weeks).
 * The button cannot say which days those are without growing; the notice after it does (named as the
 * tabs, in the days' shared words), and how many.
 */
export function downloadWeeks(items: readonly ClassItem[], zone: TeacherZone, t: TFunction): void {
  const now = new Date();
  const { thisWeek, nextWeek } = bucketClasses([...items], zone, now);
  const days = bucketRanges(now, zone);
  const fileName = t('dashboard:calendar.fileName');
  download([...thisWeek, ...nextWeek], fileName, t);
  notifications.show({
    id: 'calendar-file',
    color: 'teal',
    title: t('dashboard:calendar.saved', { fileName }),
    message: t('dashboard:calendar.savedWeeks', {
      count: thisWeek.length + nextWeek.length,
      // The tabs' own days, in the words the tabs say them.
      range: dayWords(t).span(days.thisWeek.from.date, days.nextWeek.to.date),
    }),
  });
}

/** One class, in a file named after it. */
export function downloadClass(item: ClassItem, t: TFunction): void {
  download([item], classFileName(item), t);
}
