/** What the command palette offers for a query: pure, so the rules are table-tested. */
import type { Teacher } from '@/features/auth/api/list-teachers';
import type { ClassItem } from '@/entities/classes/model/class-item';
import type { StudentSummary } from '@/entities/students/model/students';
import { filterByWords } from '@/lib/text-search';
import { NAV_ITEMS } from '../../layout/nav-items';

/** Every screen of the shell's navigation, plus the system test of the header menu. */
export const PALETTE_SCREENS = [...NAV_ITEMS, { to: '/system-test', labelKey: 'shell:systemTest' }] as const;
export type PaletteScreen = (typeof PALETTE_SCREENS)[number];

/** A group of ~250 teachers, a teacher's students, or busy weeks: a bounded list, the rest found by typing more. */
export const PALETTE_LIMIT = 20;

export type PaletteEntry =
  | { kind: 'back'; id: string }
  | { kind: 'screen'; id: string; screen: PaletteScreen }
  | { kind: 'class'; id: string; item: ClassItem }
  | { kind: 'student'; id: string; student: StudentSummary }
  | { kind: 'teacher'; id: string; teacher: Teacher };

export interface PaletteGroup {
  key: 'account' | 'screens' | 'students' | 'classes' | 'teachers';
  entries: PaletteEntry[];
  /** Matches left out by the limit. */
  more: number;
}

export interface PaletteInput {
  query: string;
  /** The screens' and "Back to my account"'s labels in the UI language: what the user searches. */
  label: (key: string) => string;
  isAdmin: boolean;
  acting: boolean;
  /** The teachers the admin may switch to (see switchableTeachers); undefined while not loaded. */
  teachers?: readonly Teacher[] | undefined;
  /** The current identity's classes that have not ended, every loaded week (the dashboard's); undefined while not loaded. */
  classes?: readonly ClassItem[] | undefined;
  /** This week's of them: what is listed before anything is typed (the open palette stays small and quick). */
  thisWeek?: readonly ClassItem[] | undefined;
  /** Every student of My students (the current identity's); undefined while not loaded. */
  students?: readonly StudentSummary[] | undefined;
}

const BACK_KEY = 'shell:backToOwn';

const limited = (key: PaletteGroup['key'], entries: PaletteEntry[]): PaletteGroup => ({
  key,
  entries: entries.slice(0, PALETTE_LIMIT),
  more: Math.max(0, entries.length - PALETTE_LIMIT),
});

/** Who a class is with and what it is: the student's name, short name, the course, the title, the code. */
const classText = (item: ClassItem) =>
  [...item.students.flatMap((s) => [s.name, s.short_name]), item.course.name, item.title, item.classCode].join(' ');

/** A student by name, short name or student ID, as My students' own search. */
const studentText = (student: StudentSummary) => `${student.name} ${student.shortName} ${student.id}`;

/**
 * The groups to show, in order, without the empty ones: "Back to my account" (admins acting), students
 * (once something is typed: a person's name finds the person first, then their classes), classes,
 * soonest first (this week's before anything is typed, then every loaded week's; the dashboard's: the
 * teacher's, or the admin's own or acted-as teacher's), teachers (admins, once something is typed: hundreds are no list to scroll), then the
 * screens, which every page also links.
 */
export function paletteGroups(input: PaletteInput): PaletteGroup[] {
  const { query, label } = input;
  const groups: PaletteGroup[] = [];
  if (input.isAdmin && input.acting && filterByWords([label(BACK_KEY)], query, (text) => text).length > 0) {
    groups.push(limited('account', [{ kind: 'back', id: 'back' }]));
  }
  const typed = query.trim() !== '';
  if (input.students && typed) {
    const students = filterByWords(input.students, query, studentText);
    groups.push(
      limited(
        'students',
        students.map((student) => ({ kind: 'student', id: `student:${student.id}`, student })),
      ),
    );
  }
  const offeredClasses = typed ? input.classes : input.thisWeek;
  if (offeredClasses) {
    const classes = filterByWords(offeredClasses, query, classText);
    groups.push(
      limited(
        'classes',
        classes.map((item) => ({ kind: 'class', id: `class:${item.id}`, item })),
      ),
    );
  }
  if (input.isAdmin && input.teachers && typed) {
    const teachers = filterByWords(input.teachers, query, (teacher) => `${teacher.name} ${teacher.email}`);
    groups.push(
      limited(
        'teachers',
        teachers.map((teacher) => ({ kind: 'teacher', id: `teacher:${teacher.id}`, teacher })),
      ),
    );
  }
  const screens = filterByWords(PALETTE_SCREENS, query, (screen) => `${label(screen.labelKey)} ${screen.to}`);
  groups.push(
    limited(
      'screens',
      screens.map((screen) => ({ kind: 'screen', id: `screen:${screen.to}`, screen })),
    ),
  );
  return groups.filter((group) => group.entries.length > 0);
}

/** How many entries the groups offer (what the screen reader hears after each key). */
export const entryCount = (groups: readonly PaletteGroup[]): number => groups.reduce((sum, group) => sum + group.entries.length, 0);

/** The option after (step 1) or before (step -1) the active one, round from the last to the first. */
export const stepIndex = (active: number, step: 1 | -1, count: number): number =>
  count === 0 ? -1 : (Math.max(active, 0) + step + count) % count;
