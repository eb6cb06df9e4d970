/**
 * The quiz or flashcards item of the demo courseware page (lib/courseware-page.ts), where an item's
 * html_url leads. A navigation carries no bearer token: it answers only what the page shows of the
 * catalog's courseware (title, kind, course), the same for every teacher.
 */
import { placeholderItemOf } from '../data/modules';
import { ok, refuse } from '../lib/responses';
import { publicRoute } from '../lib/route';

const item = publicRoute('get', '/__demo/courseware/:courseId/:itemId', ({ params }) => {
  const found = placeholderItemOf(Number(params.courseId), Number(params.itemId));
  return found ? ok({ item: found }) : refuse('NOT_FOUND', 'No quiz or flashcards of this course at this address.', 404);
});

export const demoCoursewareHandlers = [item];
