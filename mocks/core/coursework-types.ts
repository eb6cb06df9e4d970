/** Homework, submissions, uploads and evaluations of a teacher as the database keeps them (lib/coursework.ts). */
import type { HomeworkType } from '../rules/homework';
import type { WireKey } from '../rules/refusal';

/** A filter row of an online exercise, with the catalog's own ids (a subject's may be text or a number). */
export interface FilterRecord {
  level_id: WireKey;
  subject_id: WireKey | null;
  topic_id: WireKey | null;
  count: number;
  required: boolean;
}

export interface HomeworkRecord {
  id: number;
  classId: number;
  studentIds: number[];
  type: HomeworkType;
  workbookPages: string | null;
  filters: FilterRecord[];
  textHtml: string | null;
  fileIds: number[];
  createdAt: string;
}

/** A file a student handed in; `media` names a demo media file (relative to /demo-media/). */
export interface HandedInFile {
  name: string;
  size: number;
  contentType: string;
  media: string;
}

export interface SubmissionRecord {
  id: number;
  homeworkId: number;
  studentId: number;
  status: 'assigned' | 'submitted' | 'graded';
  submittedAt: string | null;
  answers: { question: string; answer: string; correct: boolean }[];
  files: HandedInFile[];
  textHtml: string | null;
  score: number | null;
  comment: string | null;
  gradedAt: string | null;
}

/** A teacher's upload: metadata and size only (the bytes are not kept). */
export interface UploadRecord {
  id: number;
  name: string;
  size: number;
  contentType: string;
  token: string;
  receivedSize: number | null;
  confirmed: boolean;
  createdAt: string;
}

export interface EvaluationRecord {
  id: number;
  classId: number;
  studentId: number;
  ratings: Record<string, number>;
  comment: string;
  createdAt: string;
}

export interface TeacherCoursework {
  homework: HomeworkRecord[];
  submissions: SubmissionRecord[];
  uploads: UploadRecord[];
  evaluations: EvaluationRecord[];
}
