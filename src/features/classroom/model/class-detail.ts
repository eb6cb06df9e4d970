/** One class as the waiting room needs it (GET /api/v1/alg_classes/{eventId}). */
export interface ClassDetail {
  /** Raw title, class code first ("L1U2L3S1 Greetings"). */
  rawTitle: string;
  /** ISO instants (alg_classroom.scheduled_*). */
  startAt: string;
  endAt: string;
  students: { id: number; name: string }[];
  course: { id: number; name: string };
  /** The teacher ended it (state "ended"). */
  ended: boolean;
}

export interface ClassAnswer {
  detail: ClassDetail;
  /** Host clock minus local clock when the answer came (see server-clock.ts). */
  clockOffsetMs: number;
}

/** What a class summary shows; a ClassDetail after its title is split, or a dashboard class. */
export interface ClassSummaryData {
  title: string;
  classCode: string;
  startAt: string;
  endAt: string;
  students: { id: number; name: string }[];
  course: { name: string };
}

/**
 * Splits "L1U2L3S1 Greetings" into code and title. Passed in by the route: the class-code
 * rule belongs to the dashboard, and a feature does not import another.
 */
export type TitleParser = (raw: string) => { classCode: string; title: string };

export const toSummary = (detail: ClassDetail, parseTitle: TitleParser): ClassSummaryData => ({
  ...parseTitle(detail.rawTitle),
  startAt: detail.startAt,
  endAt: detail.endAt,
  students: detail.students,
  course: detail.course,
});
