/** Canvas modules and module items of the catalog courses (generated on demand, never stored). */
import { courseById } from './catalog';

export const MODULE_NAMES = [
  'Quizzes', 'Flashcard', 'Materials', 'Courseware', 'Pre-Audios', 'Pre-Videos', 'Post-Audios', 'Post-Videos',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

type ItemType = 'File' | 'Page' | 'Quiz' | 'ExternalUrl';

/** Per kind: item type, titles and the demo media file each item points at (relative to /demo-media/). */
const KINDS: Record<ModuleName, { type: ItemType; titles: string[]; files: string[] }> = {
  Quizzes: { type: 'Quiz', titles: ['Warm-up quiz', 'Vocabulary check', 'Unit test'], files: [] },
  Flashcard: { type: 'Page', titles: ['Key words', 'Useful phrases'], files: [] },
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

/** Items of a module, or undefined for a module the course does not have. `base` is the app's public base URL. */
export function itemsOf(courseId: number, id: number, base: string) {
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
      html_url: `${base}/courses/${courseId}/modules/items/${itemId}`,
      ...(kind.type === 'ExternalUrl' ? { external_url: media } : {}),
      ...(kind.type === 'File' ? { url: media } : {}),
      ...(kind.type === 'Quiz' ? { url: `${base}/api/v1/courses/${courseId}/quizzes/${itemId}` } : {}),
      ...(kind.type === 'Page' ? { url: `${base}/api/v1/courses/${courseId}/pages/key-words-${itemId}` } : {}),
    };
  });
}
