/** Canvas modules and module items of the catalog courses (generated on demand, never stored). */
import { courseById } from './catalog';

export const MODULE_NAMES = [
  'Quizzes',
  'Flashcard',
  'Materials',
  'Courseware',
  'Pre-Audios',
  'Pre-Videos',
  'Post-Audios',
  'Post-Videos',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

type ItemType = 'File' | 'Page' | 'Quiz' | 'ExternalUrl';

/** A quiz or a flashcards page: the demo host's placeholder page stands in for it (lib/courseware-page.ts). */
export type PlaceholderKind = 'quiz' | 'flashcards';

/** Per kind: item type, titles and the demo media file each item points at (relative to /demo-media/). */
const KINDS: Record<ModuleName, { type: ItemType; titles: string[]; files: string[]; placeholder?: PlaceholderKind }> = {
  Quizzes: { type: 'Quiz', titles: ['Warm-up quiz', 'Vocabulary check', 'Unit test'], files: [], placeholder: 'quiz' },
  Flashcard: { type: 'Page', titles: ['Key words', 'Useful phrases'], files: [], placeholder: 'flashcards' },
  Materials: { type: 'File', titles: ['Lesson handout.pdf', 'Worksheet.pdf'], files: ['sample.pdf'] },
  Courseware: { type: 'File', titles: ['Lesson slides.pdf'], files: ['sample.pdf'] },
  'Pre-Audios': { type: 'ExternalUrl', titles: ['Listen before class', 'New words audio'], files: ['sample.mp3'] },
  'Pre-Videos': { type: 'ExternalUrl', titles: ['Preview video', 'Preview video (stream)'], files: ['sample.mp4', 'hls/sample.m3u8'] },
  'Post-Audios': { type: 'ExternalUrl', titles: ['Review dialogue'], files: ['sample.mp3'] },
  'Post-Videos': { type: 'ExternalUrl', titles: ['Lesson recap (stream)', 'Lesson recap'], files: ['hls/sample.m3u8', 'sample.mp4'] },
};

const moduleId = (courseId: number, index: number) => courseId * 100 + index + 1;

export function modulesOf(courseId: number) {
  const course = courseById(courseId);
  if (!course?.hasModules) return [];
  return MODULE_NAMES.map((name, i) => ({
    id: moduleId(courseId, i),
    name,
    position: i + 1,
    items_count: KINDS[name].titles.length,
    unlock_at: null,
    state: 'active',
  }));
}

/**
 * Items of a module, or undefined for a module the course does not have. `base` is the app's public
 * base URL; `placeholderUrl` the page a quiz or flashcards item opens (html_url: the portal opens it),
 * given by the items endpoint (practice reads no html_url).
 */
export function itemsOf(courseId: number, id: number, base: string, placeholderUrl?: (itemId: number) => string) {
  const module = modulesOf(courseId).find((m) => m.id === id);
  if (!module) return undefined;
  const kind = KINDS[module.name];
  return kind.titles.map((title, i) => {
    const itemId = id * 100 + i + 1;
    const file = kind.files[i % Math.max(1, kind.files.length)];
    const media = file ? `${base}/demo-media/${file}` : undefined;
    return {
      id: itemId,
      module_id: id,
      title,
      type: kind.type,
      position: i + 1,
      indent: 0,
      html_url: kind.placeholder && placeholderUrl ? placeholderUrl(itemId) : `${base}/courses/${courseId}/modules/items/${itemId}`,
      ...(kind.type === 'ExternalUrl' ? { external_url: media } : {}),
      ...(kind.type === 'File' ? { url: media } : {}),
      ...(kind.type === 'Quiz' ? { url: `${base}/api/v1/courses/${courseId}/quizzes/${itemId}` } : {}),
      ...(kind.type === 'Page' ? { url: `${base}/api/v1/courses/${courseId}/pages/key-words-${itemId}` } : {}),
    };
  });
}

/** The quiz or flashcards item `itemId` of a course (item ids are the module's id × 100 + position), or undefined. */
export function placeholderItemOf(courseId: number, itemId: number) {
  const module = modulesOf(courseId).find((m) => m.id === Math.floor((itemId - 1) / 100));
  const kind = module && KINDS[module.name];
  const title = module && kind?.titles[itemId - module.id * 100 - 1];
  if (!kind?.placeholder || title === undefined) return undefined;
  return { title, kind: kind.placeholder, course: { name: courseById(courseId)?.name ?? '' } };
}
