import type { ClassItem } from './class-item';

/** A class item for tests: the given times, plausible filler elsewhere, and any field overridden. */
export function testClassItem(id: number, startAt: string, endAt?: string, patch: Partial<ClassItem> = {}): ClassItem {
  const end = endAt ?? new Date(Date.parse(startAt) + 25 * 60_000).toISOString();
  return {
    id,
    date: '',
    startTime: '',
    endTime: '',
    startAt,
    endAt: end,
    startMs: Date.parse(startAt),
    endMs: Date.parse(end),
    students: [],
    finishedCount: 0,
    title: `Class ${id}`,
    classCode: '',
    isToday: false,
    course: { id: 1, name: 'Course', description: null },
    event: { id, parent_calendar_event_id: null, appointment_group_id: null, effective_context_code: '', start_at: startAt, end_at: end },
    teacher: { id: 1, name: 'Teacher' },
    group_id: 1,
    classroom_type: null,
    meeting_id: '',
    ...patch,
  };
}
