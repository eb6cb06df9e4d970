/** Shapes of the demo host's in-memory database (serialised as is to localStorage). */
import type { ChatDb } from './chat-types';
import type { TeacherCoursework } from './coursework-types';

export interface Teacher {
  id: number;
  name: string;
  email: string;
  password: string;
  group_id: number;
  is_admin: 0 | 1;
  /** IANA zone or "" (legacy account with an offset only); see core/time.ts ZONES. */
  timezone: string;
  phone?: string;
  status: 'active' | 'pending_review';
}

export interface Session {
  id: string;
  /** Whose data the tokens give access to (the teacher an admin acts as). */
  uid: number;
  /** Who signed in: permission checks for admin endpoints use this identity. */
  actorUid: number;
  access: string;
  accessExpiresAt: number;
  refresh: string;
  refreshExpiresAt: number;
  rememberMe: 0 | 1;
  /** Refresh tokens this session already rotated out: sending one again is refused. */
  spentRefresh?: string[];
  /** Access tokens replaced by a refresh (the request log still names their session). */
  previousAccess?: string[];
}

/** One appointment slot of a teacher; booked when it has students, then it is a class. */
export interface Slot {
  /** The parent calendar event id (the appointment id). */
  id: number;
  appointmentGroupId: number;
  courseId: number;
  /** Raw class title, e.g. "L1U2L3S1 Greetings and Introductions". */
  title: string;
  start: string;
  end: string;
  studentIds: number[];
  sequence: number;
  onlineRoomId: string;
  state: 'scheduled' | 'ended' | 'canceled';
  endedAt?: string;
  /** When the teacher last entered its classroom: the demo classroom page shows only an entered class. */
  enteredAt?: string;
  /** Set on slots a teacher opened through the booking screen (POST .../appointment_groups). */
  notes?: string;
  contactEmail?: string;
}

export type HistoryState = 'pending' | 'completed' | 'student_absent' | 'teacher_absent' | 'technical_problem';

export interface HistoryEntry {
  id: number;
  calendar_event_id: number;
  title: string;
  start_at: string;
  end_at: string;
  studentIds: number[];
  record_url: string;
  state: HistoryState;
  student_feedback: string | null;
  teacher_comment: string | null;
  /** Notes pinned to moments of the recording (project-defined; absent until the first one). */
  marks?: ReplayMark[];
}

export interface ReplayMark {
  id: number;
  /** Seconds from the start of the recording. */
  at_seconds: number;
  note: string;
  created_at: string;
}

export interface TeacherSchedule {
  slots: Slot[];
  history: HistoryEntry[];
}

/** A teacher introduction saved through the portal (handlers/introduction.ts). */
export interface IntroductionRecord {
  /** Rich text as the teacher wrote it (the portal sanitizes it wherever it is shown). */
  html: string;
  /** Absolute http(s) URL of the intro video, or null for none. */
  video_url: string | null;
  /** A small image as a data URL, or null for the default photo (the profile avatar). */
  photo: string | null;
  updated_at: string;
}

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
  contentType: string;
  storedAt: number;
}

/** Demo-control choices of a seed (POST .../__demo/reset with a body), kept until the next reset. */
export interface SeedOptions {
  /** K distinct students spread over the past classes of the 7 days before the seed instant. */
  recentStudents?: number;
}

export interface Db {
  version: number;
  seededAt: number;
  seedOptions?: SeedOptions;
  nextId: number;
  teachers: Teacher[];
  sessions: Session[];
  /** Generated lazily, per teacher id, the first time a teacher's data is read. */
  schedules: Record<string, TeacherSchedule>;
  idempotency: Record<string, StoredAnswer>;
  /** The demo Rocket.Chat (lib/chat-store.ts), created on first use. */
  chat?: ChatDb;
  /** Introductions saved through the portal, per teacher id (handlers/introduction.ts). */
  introductions?: Record<string, IntroductionRecord>;
  /** Homework, uploads and evaluations per teacher id (lib/coursework.ts), seeded on first use. */
  coursework?: Record<string, TeacherCoursework>;
}
