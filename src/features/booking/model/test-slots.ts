import type { TeacherZone } from '@/lib/time/zone-offset';
import type { BookingSlot } from './slot';
import { NEW_YORK } from './test-zones';
import { toWallDateTime, wallInstant } from './wall-date';

let nextId = 1;

/** A slot for the booking model's tests, on the teacher's wall clock: 'YYYY-MM-DD HH:mm' to 'YYYY-MM-DD HH:mm'. */
export function wallSlot(from: string, to: string, extra: Partial<BookingSlot> = {}, zone: TeacherZone = NEW_YORK): BookingSlot {
  const [d1 = '', t1 = ''] = from.split(' ');
  const [d2 = '', t2 = ''] = to.split(' ');
  const start = wallInstant(d1, t1, zone)!;
  const end = wallInstant(d2, t2, zone)!;
  return {
    id: nextId++,
    groupId: 1,
    groupTitle: 'Spoken English',
    courseId: 12,
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    startMs: start.getTime(),
    endMs: end.getTime(),
    booked: false,
    students: [],
    notes: 'Free talk',
    ...extra,
  };
}

/** 'YYYY-MM-DD HH:mm' on the teacher's clock. */
export const wallMinute = (ms: number, zone: TeacherZone = NEW_YORK) => toWallDateTime(new Date(ms), zone).slice(0, 16);
