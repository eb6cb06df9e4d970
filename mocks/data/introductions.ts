/** The introduction students see of a teacher who never saved one. */
import type { Teacher } from '../core/types';

/** A short text (h3: the editor's headings are h3 and h4); the handler adds the sample photo and video. */
export function defaultIntroductionHtml(teacher: Teacher): string {
  const first = teacher.name.split(' ')[0] ?? teacher.name;
  return (
    `<h3>Hello, I am ${first}!</h3>` +
    '<p>I teach English online and love helping learners speak with confidence.</p>' +
    '<ul><li>Friendly, patient lessons</li><li>Lots of speaking practice</li></ul>'
  );
}
