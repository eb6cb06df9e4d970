import { describe, expect, it } from 'vitest';
import { checkFaultRules } from './fault-rules';

describe('checkFaultRules', () => {
  it.each<[string, unknown]>([
    ['nothing', []],
    [
      'every kind',
      [
        { kind: 'status', status: 503, match: '/rooms', count: 2 },
        { kind: 'drop', method: 'POST' },
        { kind: 'slow', delayMs: 0 },
        { kind: 'malformed', match: '' },
        { kind: 'respond', body: { success: 0, error_code: 'SLOT_RESERVED' } },
        { kind: 'respond', status: 404, headers: { 'Retry-After': '5' }, body: null, match: '/x', method: 'DELETE', count: 1 },
        { kind: 'expire-tokens' },
        { kind: 'refresh-fails', count: 1 },
        { kind: 'hostile' },
      ],
    ],
    ['JSON text', '[{"kind":"respond","body":[]}]'],
  ])('takes %s', (_, input) => expect(checkFaultRules(input).reason).toBeUndefined());

  it.each<[unknown, string]>([
    ['{', 'not JSON'],
    ['', 'not JSON'],
    [{ kind: 'drop' }, 'not a JSON array of rules'],
    [null, 'not a JSON array of rules'],
    [[null], 'rule 1 of 1 null: a rule must be an object with a "kind"'],
    [[['drop']], 'a rule must be an object'],
    [
      [{ kind: 'drop' }, { kind: 'bogus' }],
      'rule 2 of 2 {"kind":"bogus"}: unknown kind "bogus" (one of status, drop, slow, malformed, respond, expire-tokens, refresh-fails, hostile)',
    ],
    [[{ match: '/x' }], 'unknown kind undefined'],
    // A typo is refused, not taken as a rule that matches everything.
    [[{ kind: 'slow', delay: 3000 }], '"slow" takes no "delay" (it takes delayMs, match, method, count)'],
    [[{ kind: 'drop', mach: '/rooms' }], '"drop" takes no "mach"'],
    [[{ kind: 'expire-tokens', count: 1 }], '"expire-tokens" takes no "count"'],
    [[{ kind: 'hostile', match: '/x' }], '"hostile" takes no "match"'],
    [[{ kind: 'status' }], '"status" needs "status"'],
    [[{ kind: 'slow' }], '"slow" needs "delayMs"'],
    [[{ kind: 'respond', status: 400 }], '"respond" needs "body"'],
    [[{ kind: 'status', status: 199 }], '"status" must be a whole number from 200 to 599'],
    [[{ kind: 'status', status: 600 }], 'from 200 to 599'],
    [[{ kind: 'status', status: '503' }], 'from 200 to 599'],
    [[{ kind: 'respond', status: 200.5, body: {} }], 'from 200 to 599'],
    [[{ kind: 'slow', delayMs: -1 }], '"delayMs" must be a whole number of milliseconds'],
    [[{ kind: 'slow', delayMs: Number.NaN }], '"delayMs"'],
    [[{ kind: 'drop', count: 0 }], '"count" must be a whole number, 1 or more'],
    [[{ kind: 'drop', count: 1.5 }], '"count"'],
    [[{ kind: 'refresh-fails', count: -2 }], '"count"'],
    [[{ kind: 'drop', match: 3 }], '"match" must be text'],
    [[{ kind: 'drop', method: 'post' }], '"method" must be one of GET, POST, PUT, DELETE, PATCH'],
    [[{ kind: 'respond', body: {}, headers: { 'X-A': 1 } }], '"headers" must be an object of text values'],
    [[{ kind: 'respond', body: {}, headers: ['X-A'] }], '"headers"'],
    [[{ kind: 'respond', body: undefined }], '"body" must be a JSON value'],
  ])('refuses %j: %s', (input, reason) => expect(checkFaultRules(input).reason).toContain(reason));

  it('takes the rules whole', () => {
    const rules = [{ kind: 'status', status: 500 }, { kind: 'hostile' }];
    expect(checkFaultRules(rules)).toEqual({ rules });
  });
});
