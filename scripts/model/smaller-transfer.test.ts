import { describe, expect, it } from 'vitest';
import { type DevtoolsMessage, withSmallerTransfer } from './smaller-transfer';

const sent = (requestId: string, url: unknown): DevtoolsMessage => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, request: { url } },
});
const finished = (requestId: string, encodedDataLength: unknown): DevtoolsMessage => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength },
});
const isMain = (url: string) => url.endsWith('/index-abc.js');
const sizes = (log: DevtoolsMessage[]) => log.filter((m) => m.method === 'Network.loadingFinished').map((m) => m.params.encodedDataLength);

describe('withSmallerTransfer', () => {
  it.each([
    ['the matching file, smaller', [sent('1', '/a/index-abc.js'), finished('1', 160_000)], 10_000, [150_000]],
    ['another file, as it was', [sent('1', '/a/signed-in.js'), finished('1', 24_000)], 10_000, [24_000]],
    ['never under one byte', [sent('1', '/a/index-abc.js'), finished('1', 5_000)], 10_000, [1]],
    ['nothing less, nothing changed', [sent('1', '/a/index-abc.js'), finished('1', 160_000)], 0, [160_000]],
    ['a finish with no request sent: as it was', [finished('9', 160_000)], 10_000, [160_000]],
    ['a request with no address: as it was', [sent('1', undefined), finished('1', 160_000)], 10_000, [160_000]],
    ['a size that is not a number: as it was', [sent('1', '/a/index-abc.js'), finished('1', 'big')], 10_000, ['big']],
    [
      'two requests, only the matching one',
      [sent('1', '/a/index-abc.js'), sent('2', '/a/locale.js'), finished('2', 10_000), finished('1', 160_000)],
      20_000,
      [10_000, 140_000],
    ],
    ['an empty log', [], 10_000, []],
  ])('%s', (_name, log, less, expected) => {
    expect(sizes(withSmallerTransfer(log as DevtoolsMessage[], isMain, less))).toEqual(expected);
  });

  it('leaves the log it was given as it was', () => {
    const log = [sent('1', '/a/index-abc.js'), finished('1', 160_000)];
    withSmallerTransfer(log, isMain, 10_000);
    expect(log[1]!.params.encodedDataLength).toBe(160_000);
  });
});
