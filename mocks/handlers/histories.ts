/** GET /api/v1/alg_classes/histories/{page}/{per_page}: past classes, newest first (page is 1-based). */
import { historyWire } from '../data/history';
import { allHistory } from '../lib/history';
import { ok, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { scheduleOf } from '../lib/store';

const MAX_PER_PAGE = 500;

const histories = apiRoute('get', '/api/v1/alg_classes/histories/:page/:perPage', ({ request, params, user, now }) => {
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(Number(params.perPage)) || 10));
  const all = allHistory(scheduleOf(user), now);
  return ok({
    data: all.slice((page - 1) * perPage, page * perPage).map(historyWire),
    total: all.length,
    playback_domain: `${publicBase(request)}/demo-media`,
  });
});

export const historyHandlers = [histories];
