/** A conversation's messages as the portal keeps them: oldest first, one copy per id. */

export interface ChatAuthor {
  id: string;
  username: string;
  name: string;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  text: string;
  /** ISO instant (the chat server's clock). */
  at: string;
  author: ChatAuthor;
  /** A system line ("joined") instead of something someone wrote. */
  system: 'joined' | null;
}

export interface MessagesState {
  messages: ChatMessage[];
  /** False once a page came back shorter than asked: the start of the conversation is loaded. */
  hasOlder: boolean;
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/** Adds `incoming` (any order, possibly overlapping) to `current`; a message seen again replaces the old copy. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** The state after a page of older messages (asked with `latest` = the oldest loaded); a page that was not full was the first. */
export function withOlderPage(state: MessagesState, page: readonly ChatMessage[], full: boolean): MessagesState {
  return { messages: mergeMessages(state.messages, page), hasOlder: full };
}

export const oldestAt = (state: MessagesState): string | null => state.messages[0]?.at ?? null;
export const newestAt = (state: MessagesState): string | null => state.messages.at(-1)?.at ?? null;

/**
 * True when the conversation list knows a last message the open conversation has not loaded:
 * the signal to fetch what came in since the newest loaded one.
 */
export function hasUnseenMessage(state: MessagesState, last: Pick<ChatMessage, 'id' | 'at'> | null): boolean {
  if (!last) return false;
  if (state.messages.some((m) => m.id === last.id)) return false;
  const newest = newestAt(state);
  return newest === null || last.at >= newest;
}

const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';

/** A message id in Rocket.Chat's style (17 characters); sent with the message so a retry cannot post it twice. */
export function newMessageId(randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  return [...randomBytes(17)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** Messages under one heading per day of the viewer's teacher calendar. */
export function groupByDay<T extends { at: string }>(
  messages: readonly T[],
  dayOf: (at: string) => string,
): { day: string; messages: T[] }[] {
  const groups: { day: string; messages: T[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}
