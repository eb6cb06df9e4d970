import type { TeacherZone } from '@/lib/time/zone-offset';
import type { BookingSlot } from '../model/slot';
import type { BookingWindow } from '../model/week-window';

/** Which of My courses' tabs lists a day ('YYYY-MM-DD', teacher time): the dashboard's rule, given by the route. */
export type DashboardTabOf = (date: string, now: Date, zone: TeacherZone) => 'thisWeek' | 'nextWeek' | 'later';

/** What the week's tools get from Book a class (week-tools.tsx), the time-off form too. */
export interface WeekToolsProps {
  slots: BookingSlot[];
  limits: BookingWindow;
  now: Date;
  zone: TeacherZone;
  firstDay: string;
  courseOf: (slot: BookingSlot) => string;
  dashboardTabOf: DashboardTabOf;
}

/** What the week's tools give each of their dialogs. */
export interface DialogPartProps {
  onClose: () => void;
  /** The batch on its way when the dialog was asked to close (its mutation id): it stays open, and says so (week-tools.tsx). */
  held: number | null;
}
