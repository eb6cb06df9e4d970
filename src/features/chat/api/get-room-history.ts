import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import type { ConversationType } from '../model/conversations';
import type { ChatMessage } from '../model/messages';
import { toShownMessage } from './chat-wire';

/** One endpoint per room type, the same query and answer (Rocket.Chat REST v1). */
const HISTORY_PATH: Record<ConversationType, string> = {
  d: 'api/v1/im.history',
  p: 'api/v1/groups.history',
  c: 'api/v1/channels.history',
};

export const schemas = onFirstUse(() => {
  // Each message is read on its own (toShownMessage): one unreadable message does not fail the page.
  const answer = z.object({ messages: z.array(z.unknown()) });

  return { answer };
});

export interface HistoryQuery {
  count: number;
  /** Only messages before this instant (exclusive): the next older page. */
  latest?: string | null;
  /** Only messages after this instant (exclusive): what came in since. */
  oldest?: string | null;
  /** Include messages at exactly `latest`/`oldest`: two messages may share a millisecond. */
  inclusive?: boolean;
}

/** A page of a conversation's history, oldest first (the server answers newest first). */
export async function getRoomHistory(
  room: { id: string; type: ConversationType },
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<{ messages: ChatMessage[]; received: number }> {
  const searchParams: Record<string, string> = { roomId: room.id, count: String(query.count) };
  if (query.latest) searchParams.latest = query.latest;
  if (query.oldest) searchParams.oldest = query.oldest;
  if (query.inclusive) searchParams.inclusive = 'true';
  const { messages } = await apiRequest(HISTORY_PATH[room.type], schemas().answer, { client: chatHttp, searchParams, signal });
  const shown = messages.map(toShownMessage).filter((m) => m !== null);
  // `received` counts hidden ones too: paging must know whether the page was full.
  return { messages: shown.reverse(), received: messages.length };
}
