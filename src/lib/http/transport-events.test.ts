import { describe, expect, it } from 'vitest';
import { emitTransportEvent, onTransportEvent, type TransportEvent } from './transport-events';

describe('transport events', () => {
  it('an event told before anyone listened reaches the first listener once (a 500 before the first screen drew)', () => {
    emitTransportEvent('maintenance');
    emitTransportEvent('session-expired', { identityId: 'id-A' });
    const first: [TransportEvent, unknown][] = [];
    const stop = onTransportEvent((event, detail) => first.push([event, detail]));
    expect(first).toEqual([
      ['maintenance', {}],
      ['session-expired', { identityId: 'id-A' }],
    ]);
    const second: TransportEvent[] = [];
    const stopSecond = onTransportEvent((event) => second.push(event));
    expect(second).toEqual([]);
    emitTransportEvent('network-lost');
    expect([first.length, second]).toEqual([3, ['network-lost']]);
    stop();
    stopSecond();
  });

  it('keeps at most the last ten unheard events', () => {
    for (let n = 0; n < 15; n += 1) emitTransportEvent(n % 2 ? 'network-lost' : 'maintenance');
    const heard: TransportEvent[] = [];
    onTransportEvent((event) => heard.push(event))();
    expect(heard).toHaveLength(10);
    expect(heard.at(-1)).toBe('maintenance');
  });
});
