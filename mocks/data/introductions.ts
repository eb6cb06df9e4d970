/** The introduction students see of their teacher; a default until the teacher saves one. */
import type { Teacher } from '../lib/types';

export interface IntroductionRecord {
  /** Rich text as the teacher wrote it (the portal sanitizes it wherever it is shown). */
  html: string;
  /** Absolute http(s) URL of the intro video, or null for none. */
  video_url: string | null;
  /** A small image as a data URL, or null for the default photo (the profile avatar). */
  photo: string | null;
  updated_at: string;
}

/** A resized photo is a few dozen KB; this leaves room without letting the db grow without bound. */
export const MAX_PHOTO_LENGTH = 400_000;

/** What a teacher who never saved an introduction shows: a short text, the sample video (h3: the editor's headings are h3 and h4). */
export function defaultIntroductionHtml(teacher: Teacher): string {
  const first = teacher.name.split(' ')[0] ?? teacher.name;
  return (
    `<h3>Hello, I am ${first}!</h3>` +
    '<p>I teach English online and love helping learners speak with confidence.</p>' +
    '<ul><li>Friendly, patient lessons</li><li>Lots of speaking practice</li></ul>'
  );
}
