/**
 * The teacher's classes: the rooms list (spec row 8) and the project-defined class endpoints
 * (detail, cancel, notify, end, enter), which enforce the spec's time rules.
 */
import { CLASSROOM_PAGE, pageLanguage } from '../lib/classroom-page';
import { findClass, isBooked, roomWire } from '../lib/classes';
import { notFound, ok, publicBase, refuse } from '../lib/responses';
import { apiRoute, type ApiContext } from '../lib/route';
import { scheduleOf } from '../lib/store';
import { HOUR, iso, MINUTE } from '../core/time';
import type { Slot } from '../core/types';

export const CANCEL_NOTICE_MS = 24 * HOUR;
export const ENTER_EARLY_MS = 15 * MINUTE;

const rooms = apiRoute('get', '/api/v1/alg_classes/rooms', ({ user, now }) => {
  const live = scheduleOf(user)
    .slots.filter((s) => isBooked(s) && s.state === 'scheduled' && Date.parse(s.end) > now)
    .sort((a, b) => a.start.localeCompare(b.start));
  return ok({ rooms: live.flatMap((slot) => slot.studentIds.map((_, i) => roomWire(slot, i, user))) });
});

type ClassAction = (slot: Slot, ctx: ApiContext, times: { start: number; end: number }) => Response;

/** A route for one class named by `:eventId`; 404 when the teacher has no such class. */
const classRoute = (method: 'get' | 'post', suffix: string, action: ClassAction) =>
  apiRoute(method, `/api/v1/alg_classes/:eventId${suffix}`, (ctx) => {
    const found = findClass(scheduleOf(ctx.user).slots, Number(ctx.params.eventId));
    if (!found) return notFound();
    return action(found.slot, ctx, { start: Date.parse(found.slot.start), end: Date.parse(found.slot.end) });
  });

const detail = classRoute('get', '', (slot, { params, user, now }) => {
  const found = findClass([slot], Number(params.eventId));
  return ok({
    server_time: iso(now),
    class: { ...roomWire(slot, found?.index ?? 0, user, slot.studentIds), state: slot.state },
  });
});

const cancel = classRoute('post', '/cancel', (slot, { now }, { start }) => {
  if (slot.state !== 'scheduled' || start - now < CANCEL_NOTICE_MS) {
    return refuse('CANCEL_WINDOW_CLOSED', 'This class cannot be cancelled!');
  }
  slot.state = 'canceled';
  return ok({ canceled: slot.id });
});

const notify = classRoute('post', '/notify', (slot, { now }, { start, end }) => {
  if (slot.state !== 'scheduled' || now < start || now >= end) {
    return refuse('NOT_IN_CLASS_TIME', 'The class has not started or has ended, this operation is not allowed!');
  }
  return ok({ notified: slot.studentIds.length });
});

const end = classRoute('post', '/end', (slot, { now }, { start }) => {
  if (now < start) return refuse('NOT_IN_CLASS_TIME', 'The class has not started yet.');
  if (slot.state === 'scheduled') {
    slot.state = 'ended';
    slot.endedAt = iso(now);
  }
  return ok({ ended_at: slot.endedAt ?? iso(now) });
});

/**
 * Entering opens the class's room: the demo classroom page (a real file beside the app, served by the
 * HTTP server too) shows an entered class only. It speaks the portal's language (its Accept-Language).
 */
const enter = classRoute('post', '/enter', (slot, { request, params, now }, { start, end: finish }) => {
  if (slot.state !== 'scheduled' || now < start - ENTER_EARLY_MS || now >= finish) {
    return refuse('ENTER_WINDOW_CLOSED', 'Entering the classroom too early or the class is over!');
  }
  slot.enteredAt = iso(now);
  const query = new URLSearchParams({ class: params.eventId ?? '', lang: pageLanguage(request.headers.get('Accept-Language')) });
  return ok({ classroom_url: `${publicBase(request)}/${CLASSROOM_PAGE}?${query}`, server_time: iso(now) });
});

// `rooms` precedes the `:eventId` routes so "rooms" is never read as an event id.
export const classHandlers = [rooms, detail, cancel, notify, end, enter];
