import type { ClassRef, StudentRef } from '@/entities/classes/model/past-class';

/** Handed-in work, read by the homework screens and the class brief (its scores). */
export const HOMEWORK_TYPES = ['workbook', 'online', 'supplement'] as const;
export type HomeworkType = (typeof HOMEWORK_TYPES)[number];

export type SubmissionStatus = 'submitted' | 'graded';

/** A file the host has confirmed. */
export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  contentType: string;
}

/** One filter row of an online assignment, as the host names its parts (null: not named, or any). */
export interface AssignedFilter {
  levelName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  topicName: string | null;
  count: number;
  required: boolean;
}

/** What the teacher asked for. */
export interface AssignedHomework {
  id: number;
  type: HomeworkType;
  workbookPages: string | null;
  filters: AssignedFilter[];
  textHtml: string | null;
  files: UploadedFile[];
}

/** A file the student handed in; `url` only when it is an http(s) address. */
export interface HandedInFile {
  name: string;
  size: number;
  contentType: string;
  url: string | null;
}

/** A handed-in homework (GET /api/v1/alg_homework/submissions). */
export interface Submission {
  id: number;
  status: SubmissionStatus;
  /** ISO instants. */
  submittedAt: string;
  gradedAt: string | null;
  score: number | null;
  comment: string | null;
  student: StudentRef;
  /** The class it was assigned in; null once that class is no longer recent. */
  class: ClassRef | null;
  homework: AssignedHomework;
  answers: { question: string; answer: string; correct: boolean | null }[];
  files: HandedInFile[];
  textHtml: string | null;
}
