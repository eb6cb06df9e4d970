import { describe, expect, it } from 'vitest';
import { fromNetwork, networkBytes, repeatVisitMarkdown, summarize, type Visit } from './repeat-visit';

const APP = 'http://127.0.0.1:8080';
const HOST = 'http://127.0.0.1:8787';

describe('fromNetwork', () => {
  it.each([
    [{}, true],
    [{ fromDiskCache: true }, false],
    [{ fromServiceWorker: true }, false],
    [{ fromPrefetchCache: true }, false],
    [{ servedFromCache: true }, false],
  ])('%j -> %s', (origin, expected) => expect(fromNetwork(origin)).toBe(expected));
});

const visit = (kind: Visit['kind'], ms: number, fetched: Visit['fetched'], benchmark = 1_950): Visit => ({
  page: '/dashboard',
  kind,
  ms,
  fetched,
  benchmark,
  slowdown: (4 * benchmark) / 3_900,
});

describe('networkBytes and summarize', () => {
  it('splits the app’s own files from the host’s answers and leaves out what came from a cache', () => {
    const result = networkBytes(
      visit('second visit, app worker', 900, [
        { url: `${APP}/`, bytes: 2000, network: true },
        { url: `${APP}/assets/index-a.js`, bytes: 160_000, network: false },
        { url: `${HOST}/api/v1/alg_classes/rooms`, bytes: 5000, network: true },
      ]),
      APP,
    );
    expect(result).toEqual({ appBytes: 2000, hostBytes: 5000, appFiles: ['/ (index.html)'] });
  });

  it('takes medians per page and kind, the files of the median run; nothing fetched is "none"', () => {
    const runs = [1200, 800, 1000].map((ms, i) =>
      visit('second visit, app worker', ms, i === 2 ? [] : [{ url: `${APP}/`, bytes: 100 * (i + 1), network: true }], 1_950 + i * 975),
    );
    const [row] = summarize(runs, APP);
    expect(row).toMatchObject({ page: '/dashboard', kind: 'second visit, app worker', runs: 3, ms: 1000, appBytes: 100, appFiles: [] });
    expect(repeatVisitMarkdown([row!], { date: 'd', machine: 'm', profile: 'p' })).toContain(
      '| /dashboard | second visit, app worker | 3 | 1000 ms | none | 0.1 kB | 0.0 kB | 1950–3900 | ×2.00–×4.00 |',
    );
    expect(summarize([], APP)).toEqual([]);
  });

  it('an even number of runs: the mean of the middle two', () => {
    const [row] = summarize([visit('first visit', 100, []), visit('first visit', 300, [])], APP);
    expect(row!.ms).toBe(200);
    expect(repeatVisitMarkdown([row!], { date: 'd', machine: 'm', profile: 'p' })).toContain('| 1950 | ×2.00 |');
  });
});
