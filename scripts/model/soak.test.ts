import { describe, expect, it } from 'vitest';
import {
  codeLoadsFailFor,
  FAULT_MENU,
  isAppCodeFile,
  isExpectedConsoleError,
  nextAction,
  pick,
  seededRandom,
  type SoakLog,
  verdict,
} from './soak';

describe('seededRandom and pick', () => {
  it('replays the same walk for the same seed, another for another seed', () => {
    const walk = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(walk(42)).toEqual(walk(42));
    expect(walk(42)).not.toEqual(walk(43));
    expect(walk(1).every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it.each([
    [0, 'a'],
    [0.999999, 'c'],
    [0.5, 'b'],
  ])('pick at %f gives %s', (roll, item) => {
    expect(pick(() => roll, ['a', 'b', 'c'])).toBe(item);
  });

  it('every fault situation is a list of valid demo-host rules', () => {
    for (const { rules } of FAULT_MENU)
      for (const rule of rules) expect(['status', 'drop', 'slow', 'malformed', 'expire-tokens', 'refresh-fails']).toContain(rule.kind);
  });
});

describe('nextAction', () => {
  it.each([
    [0, 'open-screen'],
    [0.43, 'open-screen'],
    [0.44, 'network-drop'],
    [0.55, 'network-drop'],
    [0.56, 'host-outage'],
    [0.61, 'host-outage'],
    [0.62, 'code-loads-fail'],
    [0.69, 'code-loads-fail'],
    [0.7, 'send-message'],
    [0.9, 'reload'],
    [0.97, 'switch-language'],
  ] as const)('%f -> %s', (roll, action) => {
    expect(nextAction(() => roll)).toBe(action);
  });
});

describe('code-load faults', () => {
  it.each([
    [0, 1_000],
    [0.5, 3_500],
    [0.9999, 5_999],
  ])('roll %f: refused for %i ms', (roll, ms) => {
    expect(codeLoadsFailFor(() => roll)).toBe(ms);
  });

  it.each([
    ['http://127.0.0.1:4173/assets/students.lazy-Fmv4.js', true],
    ['http://127.0.0.1:4173/assets/notifications-view-C30uWpUe.css', true],
    ['http://127.0.0.1:4173/assets/index-BFPOVZgr.js?v=1', true],
    ['http://127.0.0.1:4173/assets/app-icon-192.png', false],
    ['http://127.0.0.1:4173/', false],
    ['http://127.0.0.1:4173/api/v1/rooms', false],
    ['http://127.0.0.1:4173/mockServiceWorker.js', false],
  ])('%s is the app code: %s', (url, expected) => {
    expect(isAppCodeFile(url)).toBe(expected);
  });
});

describe('verdict', () => {
  const clean: SoakLog = {
    steps: 10,
    uncaught: [],
    consoleErrors: [],
    whiteScreens: [],
    stuck: [],
    stuckAfterNetwork: [],
    stuckAfterHost: [],
    navigationFailures: [],
    blockedAlerts: [],
    sent: { 'soak 1': 1, 'soak 2': 0 },
  };

  it('passes a clean run (a message lost to a fault is not a duplicate)', () => {
    expect(verdict(clean)).toEqual({ ok: true, problems: [] });
  });

  it('fails a run that never took a step', () => {
    expect(verdict({ ...clean, steps: 0 }).ok).toBe(false);
  });

  it.each([
    [{ uncaught: ['TypeError: x is undefined'] }, 'uncaught error: TypeError: x is undefined'],
    [{ whiteScreens: ['/kchf after 500 once'] }, 'white screen: /kchf after 500 once'],
    [{ sent: { 'soak 3': 2 } }, 'duplicated record: "soak 3" shown 2 times'],
    [{ consoleErrors: ['Warning: each child needs a key'] }, 'console error: Warning: each child needs a key'],
    [
      { stuckAfterNetwork: ['step 4: /#/ReviewAssignments with the network gone'] },
      'still failed or offline 5 s after the network came back: step 4: /#/ReviewAssignments with the network gone',
    ],
    [
      { stuckAfterHost: ['step 6: /#/kchf behind a gateway answering 503'] },
      'still failed 35 s after the host came back: step 6: /#/kchf behind a gateway answering 503',
    ],
    [
      { navigationFailures: ['step 10: /Class/$calendarEventId (Cannot navigate to invalid URL)'] },
      'navigation failed: step 10: /Class/$calendarEventId (Cannot navigate to invalid URL)',
    ],
    [
      { blockedAlerts: ['step 15: ["Maintenance\\nOK","Could not load"] (/tmp/soak-4711-step-15.png)'] },
      'an alert\'s OK covered: step 15: ["Maintenance\\nOK","Could not load"] (/tmp/soak-4711-step-15.png)',
    ],
  ])('reports %j', (change, problem) => {
    expect(verdict({ ...clean, ...change }).problems).toEqual([problem]);
  });

  it.each([
    ['Failed to load resource: the server responded with a status of 503 (Service Unavailable)', true],
    ['Failed to load resource: net::ERR_FAILED', true],
    ['Uncaught TypeError: boom', false],
  ])('%s is expected under faults: %s', (text, expected) => {
    expect(isExpectedConsoleError(text)).toBe(expected);
  });
});
