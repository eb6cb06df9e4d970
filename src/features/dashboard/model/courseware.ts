/**
 * Spec 3 "Module (course)": a course's Canvas modules, of which eight names are courseware kinds.
 * Pure: which module each kind loads, what an item opens or plays, and when a class has none.
 */
import { httpAddress } from '@/lib/http-address';

/** The eight kinds in the order the dialog lists them, each with its Canvas module name. */
export const COURSEWARE_KINDS = [
  { kind: 'quizzes', moduleName: 'Quizzes' },
  { kind: 'flashcards', moduleName: 'Flashcard' },
  { kind: 'materials', moduleName: 'Materials' },
  { kind: 'coursewares', moduleName: 'Courseware' },
  { kind: 'preaudios', moduleName: 'Pre-Audios' },
  { kind: 'prevideos', moduleName: 'Pre-Videos' },
  { kind: 'postaudios', moduleName: 'Post-Audios' },
  { kind: 'postvideos', moduleName: 'Post-Videos' },
] as const;

export type CoursewareKind = (typeof COURSEWARE_KINDS)[number]['kind'];

export interface CourseModule {
  id: number;
  name: string;
  position: number;
}

export interface ModuleItem {
  id: number;
  title: string;
  /** Canvas item type: File, Page, Quiz, ExternalUrl, ... */
  type: string;
  html_url: string | null;
  url: string | null;
  external_url: string | null;
}

/** A kind and the module id remembered for it. */
export interface KindModule {
  kind: CoursewareKind;
  moduleId: number;
}

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The module each kind loads, in kind order. Names match ignoring case and surrounding spaces;
 * when a course has two modules of one name the first by position wins; other modules are ignored.
 */
export function modulesByKind(modules: readonly CourseModule[]): KindModule[] {
  const byPosition = [...modules].sort((a, b) => a.position - b.position);
  return COURSEWARE_KINDS.flatMap(({ kind, moduleName }) => {
    const found = byPosition.find((module) => normalise(module.name) === normalise(moduleName));
    return found ? [{ kind, moduleId: found.id }] : [];
  });
}

export type MediaKind = 'audio' | 'video';

const MEDIA: Partial<Record<CoursewareKind, MediaKind>> = {
  preaudios: 'audio',
  prevideos: 'video',
  postaudios: 'audio',
  postvideos: 'video',
};

/** Audio and video kinds play in the page; the others open in a new tab. */
export const mediaKindOf = (kind: CoursewareKind): MediaKind | null => MEDIA[kind] ?? null;

/**
 * Where an item leads: media and files their content address (external_url, then url); quizzes and
 * pages their page on the host (html_url), since their `url` is an API answer, not a page.
 * Only http(s) addresses are returned: a javascript: or data: link from the host is dropped.
 */
export function itemAddress(item: ModuleItem): string | null {
  const candidates = item.type === 'Quiz' || item.type === 'Page' ? [item.html_url] : [item.external_url, item.url, item.html_url];
  for (const candidate of candidates) {
    const address = httpAddress(candidate);
    if (address) return address;
  }
  return null;
}

export type KindState = { status: 'loading' } | { status: 'error' } | { status: 'success'; count: number };

/**
 * "No courseware in the current class." once it is known: the modules answered and either no kind
 * has a module or every kind's items answered empty. While anything loads, or failed, it is not known.
 */
export function hasNoCourseware(modulesLoaded: boolean, kinds: readonly KindState[]): boolean {
  if (!modulesLoaded) return false;
  return kinds.every((state) => state.status === 'success' && state.count === 0);
}
