import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { apiRequest } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireCount, wireKey, wireOptional } from '@/lib/http/wire';
import type { Changes, SubscriptionEntry } from '../model/conversations';
import { chatWire } from './chat-wire';

export const schemas = onFirstUse(() => {
  const { rcDate, rcRemoved } = chatWire();
  const subscription = z.object({
    _id: wireKey,
    rid: wireKey,
    t: z.string(),
    name: wireOptional('chat subscriptions: name', z.string(), ''),
    fname: wireOptional('chat subscriptions: fname', z.string(), null),
    unread: wireOptional('chat subscriptions: unread', wireCount, 0),
    _updatedAt: rcDate,
  });

  const answer = z.object({ update: z.array(subscription), remove: rcRemoved });

  return { answer };
});

/** GET /api/v1/subscriptions.get: the user's rooms with unread counts; with `updatedSince`, only the changes. */
export async function getSubscriptions(updatedSince: string | null, signal?: AbortSignal): Promise<Changes<SubscriptionEntry>> {
  const { update, remove } = await apiRequest('api/v1/subscriptions.get', schemas().answer, {
    client: chatHttp,
    searchParams: updatedSince ? { updatedSince } : undefined,
    signal,
  });
  return {
    update: update.flatMap((s) => {
      const type = chatWire().rcRoomType.safeParse(s.t);
      if (!type.success) return [];
      return [{ id: s._id, roomId: s.rid, type: type.data, name: s.fname || s.name, unread: s.unread, updatedAt: s._updatedAt }];
    }),
    remove,
  };
}
