/** What one line of the class history shows, in teacher time. */
import { parseInstantMs } from '@/lib/time/instant';
import { type TeacherZone, toTeacherWall } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import type { HistoryItem, TitleParser } from '@/entities/histories/model/history';

export interface HistoryRow {
  id: number;
  /** YYYY-MM-DD, HH:mm, HH:mm in teacher time; empty when the host sent an unreadable instant. */
  date: string;
  /** 0 = Sunday, null when unknown. */
  weekday: number | null;
  startTime: string;
  endTime: string;
  title: string;
  classCode: string;
  students: string;
  durationSeconds: number;
}

/** Whole seconds from start to end; 0 when either is unreadable or the end is not after the start. */
export function durationSeconds(startAt: string, endAt: string): number {
  const ms = parseInstantMs(endAt) - parseInstantMs(startAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

export function toHistoryRow(item: HistoryItem, zone: TeacherZone, parseTitle: TitleParser): HistoryRow {
  const readable = !Number.isNaN(parseInstantMs(item.startAt));
  const endReadable = !Number.isNaN(parseInstantMs(item.endAt));
  return {
    id: item.id,
    date: readable ? formatTeacherDate(item.startAt, zone) : '',
    weekday: readable ? toTeacherWall(item.startAt, zone).weekday : null,
    startTime: readable ? formatTeacherTime(item.startAt, zone) : '',
    endTime: endReadable ? formatTeacherTime(item.endAt, zone) : '',
    ...parseTitle(item.rawTitle),
    students: item.students.map((s) => s.name).join(', '),
    durationSeconds: durationSeconds(item.startAt, item.endAt),
  };
}
