/** Test data in the shapes the route gives (not shipped: imported by tests only). */
import type { HistoryFacts, StudentPastClass, StudentRecord } from './types';

export const past = (id: number, startAt: string, over: Partial<StudentPastClass> = {}): StudentPastClass => ({
  id,
  calendarEventId: id + 1000,
  title: `Class ${id}`,
  startAt,
  state: 'completed',
  homework: 'not_assigned',
  evaluation: null,
  practice: null,
  ...over,
});

export const record = (id: number, pasts: StudentPastClass[], name = `Student ${id}`): StudentRecord => ({ id, name, past: pasts });

export const entry = (id: number, startAt: string, over: Partial<HistoryFacts> = {}): HistoryFacts => ({
  id,
  calendarEventId: id + 1000,
  title: `Class ${id}`,
  startAt,
  state: 'pending',
  teacherComment: null,
  students: [{ id: 1, name: 'Tom' }],
  ...over,
});
