import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { apiRequest } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireFlag, wireKey, wireOptional } from '@/lib/http/wire';
import type { Changes, RoomEntry } from '../model/conversations';
import { chatWire, toShownMessage } from './chat-wire';

export const schemas = onFirstUse(() => {
  const { rcDate, rcRemoved } = chatWire();
  const room = z.object({
    _id: wireKey,
    ro: wireOptional('chat rooms: ro', wireFlag, false),
    _updatedAt: rcDate,
    // A last message the portal cannot read or does not show is no reason to drop the room.
    lastMessage: z.optional(z.unknown()),
  });

  const answer = z.object({ update: z.array(room), remove: rcRemoved });

  return { answer };
});

/** GET /api/v1/rooms.get: the user's rooms with their last message; with `updatedSince`, only the changes. */
export async function getChatRooms(updatedSince: string | null, signal?: AbortSignal): Promise<Changes<RoomEntry>> {
  const { update, remove } = await apiRequest('api/v1/rooms.get', schemas().answer, {
    client: chatHttp,
    searchParams: updatedSince ? { updatedSince } : undefined,
    signal,
  });
  return {
    update: update.map((r) => ({ id: r._id, readOnly: r.ro, lastMessage: toShownMessage(r.lastMessage), updatedAt: r._updatedAt })),
    remove,
  };
}
