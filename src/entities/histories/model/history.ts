/** A past class as the replay screens use it (GET /api/v1/alg_classes/histories/...). */

/** The states a teacher can confirm; a class the teacher has not confirmed yet is `pending`. */
export const CONFIRMABLE_STATES = ['completed', 'student_absent', 'teacher_absent', 'technical_problem'] as const;

export type ConfirmableState = (typeof CONFIRMABLE_STATES)[number];
export type KnownState = ConfirmableState | 'pending';

export interface HistoryStudent {
  id: number;
  name: string;
  shortName: string;
}

export interface HistoryItem {
  id: number;
  calendarEventId: number;
  /** Raw title, class code first ("L1U2L1S1 My Toys"). */
  rawTitle: string;
  /** ISO 8601 UTC instants. */
  startAt: string;
  endAt: string;
  students: HistoryStudent[];
  /** Relative to the page's playback domain, or absolute. */
  recordUrl: string;
  /** As the host sent it; see stateKey. */
  state: string;
  /** Rich-text HTML (render through RichText only), or null. */
  studentFeedback: string | null;
  teacherComment: string | null;
}

export interface HistoryPage {
  items: HistoryItem[];
  total: number;
  playbackDomain: string;
}

export interface ReplayMark {
  id: number;
  /** Seconds from the start of the recording. */
  atSeconds: number;
  note: string;
  createdAt: string;
}

export interface HistoryDetail {
  item: HistoryItem;
  marks: ReplayMark[];
  playbackDomain: string;
}

export const isConfirmable = (state: string): state is ConfirmableState => (CONFIRMABLE_STATES as readonly string[]).includes(state);

/** The translation key of a state; a state this portal does not know shows as "unknown". */
export const stateKey = (state: string): KnownState | 'unknown' => (state === 'pending' || isConfirmable(state) ? state : 'unknown');

/** Splits "L1U2L3S1 Greetings" into code and title; passed in by the route (the rule is the dashboard's). */
export type TitleParser = (raw: string) => { classCode: string; title: string };
