import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import { endsNextDay } from '@/features/dashboard/model/time-span';
import { type TeacherZone, toTeacherWall } from '@/lib/time/zone-offset';
import type { PaletteEntry } from './model/palette-groups';

export interface EntryView {
  label: string;
  description?: string;
  /** What choosing it does ("Open", "Switch"...), shown at the end of the line. */
  action: string;
}

/** How each kind of entry reads: a class by its teacher-time slot and title, with its students and course; a student with what waits for the teacher. */
export function useEntryView(zone: TeacherZone): (entry: PaletteEntry) => EntryView {
  const { t } = useTranslation('palette');
  const zoneLabels = useZoneLabels();
  return (entry) => {
    switch (entry.kind) {
      case 'back':
        return { label: t('shell:backToOwn'), action: t('switchTo') };
      case 'screen':
        return { label: t(entry.screen.labelKey), action: t('openScreen') };
      case 'student': {
        const { student } = entry;
        const waiting = [
          student.homeworkToReview > 0 ? t('students:toReview', { count: student.homeworkToReview }) : '',
          student.evaluationsOwed > 0 ? t('students:toEvaluate', { count: student.evaluationsOwed }) : '',
        ];
        return {
          label: student.name,
          description: [t('students:studentId', { id: student.id }), ...waiting].filter(Boolean).join(' · '),
          action: t('openStudent'),
        };
      }
      case 'teacher':
        return { label: entry.teacher.name, description: entry.teacher.email, action: t('switchTo') };
      case 'class': {
        const { item } = entry;
        const weekday = t(`common:weekday.${toTeacherWall(new Date(item.startAt), zone).weekday}`);
        // Past midnight, as the cards say it: "23:30–00:30 (next day)".
        const span = endsNextDay(item, zone)
          ? t('dashboard:span.nextDay', { start: item.startTime, end: item.endTime })
          : `${item.startTime}–${item.endTime}`;
        return {
          label: `${item.date} ${weekday} ${span} · ${item.title}`,
          // The slot is the teacher's clock: named, as everywhere a time is shown.
          description: [zoneLabels.teacher(new Date(item.startAt)), item.students.map((s) => s.name).join(', '), item.course.name]
            .filter(Boolean)
            .join(' · '),
          action: t('enterClass'),
        };
      }
    }
  };
}
