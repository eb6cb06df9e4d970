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
