import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireKey, wireOptional, wireOptionalList } from '@/lib/http/wire';
import type { ConversationType } from '../model/conversations';
import type { ChatMessage } from '../model/messages';

/** Rocket.Chat's shapes that several chat endpoints share. */
export const chatWire = onFirstUse(() => {
  /** Rocket.Chat REST dates are ISO strings; some versions send `{ $date: ms }`. */
  const rcDate = z.pipe(
    z
      .union([
        z.string(),
        z.pipe(
          z.object({ $date: z.number() }),
          z.transform((d) => new Date(d.$date).toISOString()),
        ),
      ])
      .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')),
    z.transform((value) => new Date(value).toISOString()),
  );

  const rcUser = z.object({
    _id: wireKey,
    username: wireOptional('chat: u.username', z.string(), ''),
    name: wireOptional('chat: u.name', z.string(), null),
  });

  const rcMessage = z.pipe(
    z.object({
      _id: wireKey,
      rid: wireKey,
      msg: wireOptional('chat: msg', z.string(), ''),
      ts: rcDate,
      u: rcUser,
      t: z.optional(z.string()),
    }),
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

  /** Livechat rooms ("l") are not for teachers; they are left out like unknown types. */
  const rcRoomType = z.enum(['d', 'p', 'c']) satisfies z.ZodMiniType<ConversationType>;

  const rcRemoved = wireOptionalList(
    'chat: remove',
    z.pipe(
      z.object({ _id: wireKey }),
      z.transform((r) => r._id),
    ),
  );

  return { rcDate, rcMessage, rcRoomType, rcRemoved };
});

/**
 * A message as the portal shows it, or null: unreadable ones and system messages other than
 * "joined" (role changes, pins...) are left out rather than failing the whole answer.
 */
export function toShownMessage(raw: unknown): ChatMessage | null {
  const parsed = chatWire().rcMessage.safeParse(raw);
  if (!parsed.success) return null;
  const type = (raw as { t?: unknown }).t;
  return type === undefined || type === 'uj' ? parsed.data : null;
}
