/** GET /api/v1/alg_classes/histories/{page}/{per_page}: past classes, newest first (page is 1-based). */
import { historyWire } from '../data/history';
import { isBooked, slotAsHistory } from '../lib/classes';
import { ok, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { scheduleOf } from '../lib/store';

const MAX_PER_PAGE = 500;

const histories = apiRoute('get', '/api/v1/alg_classes/histories/:page/:perPage', ({ request, params, user, now }) => {
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(Number(params.perPage)) || 10));
  const schedule = scheduleOf(user);
  // Classes ended by the teacher, or whose time ran out, join the generated past classes.
  const finished = schedule.slots
    .filter((s) => isBooked(s) && (s.state === 'ended' || (s.state === 'scheduled' && Date.parse(s.end) <= now)))
    .map(slotAsHistory);
  const all = [...finished, ...schedule.history].sort((a, b) => b.start_at.localeCompare(a.start_at));
  return ok({
    data: all.slice((page - 1) * perPage, page * perPage).map(historyWire),
    total: all.length,
    playback_domain: `${publicBase(request)}/demo-media`,
  });
});

export const historyHandlers = [histories];
