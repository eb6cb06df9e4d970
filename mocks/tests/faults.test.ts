import { describe, expect, it, vi } from 'vitest';
import { getFaults, setFaults } from '../demo-state';
import { FAULTS_KEY } from '../lib/faults';
import { writeKey } from '../lib/storage';
import { call, login } from './helpers';

const CANCEL_REFUSED = { success: 0, error_code: 'CANCEL_WINDOW_CLOSED', message: 'This class cannot be cancelled!' };

describe('demo host: the respond rule', () => {
  it.each<[string, object, { status: number; body: unknown; header?: [string, string] }]>([
    ['a business refusal (HTTP 200)', { body: CANCEL_REFUSED }, { status: 200, body: CANCEL_REFUSED }],
    [
      'a status of its own',
      { status: 403, body: { success: 0, error_code: 'FORBIDDEN' } },
      { status: 403, body: { success: 0, error_code: 'FORBIDDEN' } },
    ],
    [
      'headers of its own',
      { status: 503, headers: { 'Retry-After': '5' }, body: null },
      { status: 503, body: null, header: ['Retry-After', '5'] },
    ],
    ['a bare array (Canvas style)', { body: [] }, { status: 200, body: [] }],
  ])('%s', async (_, rule, expected) => {
    const { token } = await login('teacher@demo.school');
    setFaults([{ kind: 'respond', match: '/alg_classes/rooms', count: 1, ...rule } as never]);
    const answer = await call('/api/v1/alg_classes/rooms', { token });
    expect(answer.status).toBe(expected.status);
    expect(JSON.parse(answer.text)).toEqual(expected.body);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    if (expected.header) expect(answer.headers.get(expected.header[0])).toBe(expected.header[1]);
    // Count-limited: spent, the next request gets the host's own answer.
    expect(getFaults()).toEqual([]);
    expect((await call('/api/v1/alg_classes/rooms', { token })).data).toMatchObject({ success: 1 });
  });

  it('takes only the method it names, and the handler does not run', async () => {
    const { token } = await login('teacher@demo.school');
    setFaults([
      { kind: 'respond', method: 'POST', match: '/alg_teachers/introduction', body: { success: 0, error_code: 'EMPTY_INTRODUCTION' } },
    ]);
    expect((await call('/api/v1/alg_teachers/introduction', { token })).data).toMatchObject({ success: 1 });
    const saved = await call('/api/v1/alg_teachers/introduction', { token, json: { html: '<p>New</p>', video_url: '' } });
    expect(saved.data).toEqual({ success: 0, error_code: 'EMPTY_INTRODUCTION' });
    expect((await call('/api/v1/alg_teachers/introduction', { token })).data).not.toMatchObject({ introduction: { html: '<p>New</p>' } });
  });
});

describe('demo host: refused rule sets', () => {
  it('PUT /__demo/faults answers 400 with the reason and keeps the rules in force', async () => {
    setFaults([{ kind: 'hostile' }]);
    const refused = await call('/__demo/faults', { method: 'PUT', json: [{ kind: 'drop' }, { kind: 'slow', delay: 10 }] });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      success: 0,
      error_code: 'INVALID_FAULTS',
      message: expect.stringContaining('rule 2 of 2 {"kind":"slow","delay":10}: "slow" takes no "delay"'),
    });
    expect(getFaults()).toEqual([{ kind: 'hostile' }]);
    const taken = await call('/__demo/faults', { method: 'PUT', json: [{ kind: 'respond', body: {} }] });
    expect(taken.status).toBe(200);
    expect(taken.data).toEqual([{ kind: 'respond', body: {} }]);
  });

  it('rules written straight into storage that fail the check are said once on the console, none applies', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeKey(
      FAULTS_KEY,
      JSON.stringify([
        { kind: 'status', status: 500 },
        { kind: 'status', stauts: 500 },
      ]),
    );
    expect(getFaults()).toEqual([]);
    expect(getFaults()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('[demo host] fault rules refused, none apply: rule 2 of 2');
  });

  it('an endpoint the host lacks is logged as unhandled', async () => {
    // msw/node in vitest fails such a request itself (onUnhandledRequest: 'error'); the HTTP server
    // and the browser worker log it (http-host.test.ts, the journeys' host check).
    const { logUnhandled, readLog } = await import('../lib/request-log');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logUnhandled(new Request('http://localhost/demo-api/api/v1/nothing/here'), 5);
    expect(readLog()).toContainEqual(expect.objectContaining({ path: '/demo-api/api/v1/nothing/here', unhandled: true, at: 5 }));
  });
});
