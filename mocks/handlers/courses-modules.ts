/** Canvas course modules and module items (spec rows 9-10). Paging parameters are accepted and ignored: all fit in one page of 500. */
import { HttpResponse } from 'msw';
import { itemsOf, modulesOf } from '../data/modules';
import { courseById } from '../data/catalog';
import { canvasNotFound, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';

const modules = apiRoute('get', '/api/v1/courses/:courseId/modules', ({ params }) => {
  const courseId = Number(params.courseId);
  return courseById(courseId) ? HttpResponse.json(modulesOf(courseId)) : canvasNotFound();
});

const items = apiRoute('get', '/api/v1/courses/:courseId/modules/:moduleId/items', ({ request, params }) => {
  const list = itemsOf(Number(params.courseId), Number(params.moduleId), publicBase(request));
  return list ? HttpResponse.json(list) : canvasNotFound();
});

export const courseModuleHandlers = [modules, items];
