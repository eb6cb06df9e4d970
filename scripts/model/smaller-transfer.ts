/**
 * A what-if for Lantern (`npm run perf:lcp-chain`): the same gathered visit with one file's transfer smaller, so its
 * simulation says what the first card would gain from a main file that many kilobytes lighter. Lantern takes a
 * request's size from the DevTools log's `Network.loadingFinished`.
 */
export interface DevtoolsMessage {
  method: string;
  params: Record<string, unknown>;
}

/** A copy of `log` in which each finished request whose address `matches` transferred `less` bytes fewer (never under 1). */
export function withSmallerTransfer(log: readonly DevtoolsMessage[], matches: (url: string) => boolean, less: number): DevtoolsMessage[] {
  const urls = new Map<unknown, string>();
  for (const message of log)
    if (message.method === 'Network.requestWillBeSent') {
      const request = message.params.request as { url?: unknown } | undefined;
      if (typeof request?.url === 'string') urls.set(message.params.requestId, request.url);
    }
  return log.map((message) => {
    const size = message.params.encodedDataLength;
    const url = urls.get(message.params.requestId);
    if (message.method !== 'Network.loadingFinished' || typeof size !== 'number' || url === undefined || !matches(url)) return message;
    return { ...message, params: { ...message.params, encodedDataLength: Math.max(1, size - less) } };
  });
}
