import { describe, expect, it, vi } from 'vitest';
import { type Connectivity, judgeConnectivity } from './connectivity-verdict';

describe('judgeConnectivity: offline from evidence, not from navigator.onLine alone', () => {
  const cases: { name: string; flag: boolean; hostAnswered: boolean; ownOrigin: boolean | null; verdict: Connectivity }[] = [
    { name: 'the flag says offline: enough, nothing is asked', flag: false, hostAnswered: false, ownOrigin: null, verdict: 'offline' },
    {
      name: 'the flag says offline though the host answered (an in-page demo host)',
      flag: false,
      hostAnswered: true,
      ownOrigin: null,
      verdict: 'offline',
    },
    {
      name: 'the flag says online, the host and the own origin are down: offline',
      flag: true,
      hostAnswered: false,
      ownOrigin: false,
      verdict: 'offline',
    },
    { name: 'the flag says online, only the host is down', flag: true, hostAnswered: false, ownOrigin: true, verdict: 'host-down' },
    {
      name: 'the flag says online and the host answered: both up, nothing else is asked',
      flag: true,
      hostAnswered: true,
      ownOrigin: null,
      verdict: 'online',
    },
  ];
  it.each(cases)('$name', async ({ flag, hostAnswered, ownOrigin, verdict }) => {
    const probeOwnOrigin = vi.fn(() => Promise.resolve(ownOrigin ?? true));
    expect(await judgeConnectivity({ flag, hostAnswered, probeOwnOrigin })).toBe(verdict);
    expect(probeOwnOrigin).toHaveBeenCalledTimes(ownOrigin === null ? 0 : 1);
  });
});
