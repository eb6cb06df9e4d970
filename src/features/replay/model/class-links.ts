/**
 * Shortcuts from a past class to the homework screens (/Assignments, /ReviewAssignments; another
 * feature). Plain hash links with search params, so this feature needs none of that code.
 */
import type { HistoryItem } from '@/entities/histories/model/history';

export interface HomeworkLinks {
  assign: string;
  /** One review link per student of the class. */
  review: { studentId: number; name: string; href: string }[];
}

const hashHref = (path: string, params: Record<string, number>) =>
  `#${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** `classId` is the history entry id (the class's parent calendar event id for classes ended in the portal). */
export function homeworkLinks(item: Pick<HistoryItem, 'id' | 'students'>): HomeworkLinks {
  return {
    assign: hashHref('/Assignments', { classId: item.id }),
    review: item.students.map((s) => ({
      studentId: s.id,
      name: s.name,
      href: hashHref('/ReviewAssignments', { classId: item.id, studentId: s.id }),
    })),
  };
}
