/** Canvas course modules and module items (spec rows 9-10). Paging parameters are accepted and ignored: all fit in one page of 500. */
import { HttpResponse } from 'msw';
import { itemsOf, modulesOf } from '../data/modules';
import { courseById } from '../data/catalog';
import { pageLanguage } from '../lib/classroom-page';
import { coursewarePageUrl } from '../lib/courseware-page';
import { canvasNotFound, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';

const modules = apiRoute('get', '/api/v1/courses/:courseId/modules', ({ params }) => {
  const courseId = Number(params.courseId);
  return courseById(courseId) ? HttpResponse.json(modulesOf(courseId)) : canvasNotFound();
});

// A quiz or flashcards item opens the demo host's placeholder page, in the portal's language (its Accept-Language).
const items = apiRoute('get', '/api/v1/courses/:courseId/modules/:moduleId/items', ({ request, params }) => {
  const courseId = Number(params.courseId);
  const base = publicBase(request);
  const lang = pageLanguage(request.headers.get('Accept-Language'));
  const list = itemsOf(courseId, Number(params.moduleId), base, (itemId) => coursewarePageUrl(base, courseId, itemId, lang));
  return list ? HttpResponse.json(list) : canvasNotFound();
});

export const courseModuleHandlers = [modules, items];
