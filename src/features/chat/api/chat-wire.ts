import { z } from 'zod/mini';
import { wireKey, wireOptional, wireOptionalList } from '@/lib/http/wire';
import type { ConversationType } from '../model/conversations';
import type { ChatMessage } from '../model/messages';

/** Rocket.Chat REST dates are ISO strings; some versions send `{ $date: ms }`. */
const rcDate = z.pipe(
  z
    .union([z.string(), z.pipe(z.object({ $date: z.number() }), z.transform((d) => new Date(d.$date).toISOString()))])
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')),
  z.transform((value) => new Date(value).toISOString()),
);

const rcUser = z.object({ _id: wireKey, username: wireOptional('chat: u.username', z.string(), ''), name: wireOptional('chat: u.name', z.string(), null) });

export const rcMessage = z.pipe(
  z.object({ _id: wireKey, rid: wireKey, msg: wireOptional('chat: msg', z.string(), ''), ts: rcDate, u: rcUser, t: z.optional(z.string()) }),
  z.transform(
    (m): ChatMessage => ({
      id: m._id,
      roomId: m.rid,
      text: m.msg,
      at: m.ts,
      author: { id: m.u._id, username: m.u.username, name: m.u.name || m.u.username },
      system: m.t === 'uj' ? 'joined' : null,
    }),
  ),
);

/**
 * A message as the portal shows it, or null: unreadable ones and system messages other than
 * "joined" (role changes, pins...) are left out rather than failing the whole answer.
 */
export function toShownMessage(raw: unknown): ChatMessage | null {
  const parsed = rcMessage.safeParse(raw);
  if (!parsed.success) return null;
  const type = (raw as { t?: unknown }).t;
  return type === undefined || type === 'uj' ? parsed.data : null;
}

/** Livechat rooms ("l") are not for teachers; they are left out like unknown types. */
export const rcRoomType = z.enum(['d', 'p', 'c']) satisfies z.ZodMiniType<ConversationType>;

export const rcRemoved = wireOptionalList('chat: remove', z.pipe(z.object({ _id: wireKey }), z.transform((r) => r._id)));

export { rcDate };
