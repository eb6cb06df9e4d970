import { describe, expect, it } from 'vitest';
import {
  browserVerdict,
  deviceProblem,
  HEARD_LEVEL,
  levelOf,
  LISTEN_MS,
  median,
  microphoneVerdict,
  networkVerdict,
  summarize,
} from './checks';

const allFeatures = { media: true, audio: true, webrtc: true, webSocket: true, secure: true };

describe('browserVerdict', () => {
  it.each<[string, Partial<typeof allFeatures>, string, string[]]>([
    ['everything there', {}, 'pass', []],
    ['no WebRTC (old browser)', { webrtc: false }, 'fail', ['webrtc']],
    ['plain http page: no camera access', { secure: false, media: false }, 'fail', ['media', 'secure']],
  ])('%s', (_, patch, verdict, missing) => {
    expect(browserVerdict({ ...allFeatures, ...patch })).toEqual({ verdict, missing });
  });
});

describe('levelOf', () => {
  it.each<[string, number[], number]>([
    ['empty frame', [], 0],
    ['silence', [128, 128, 128, 128], 0],
    ['full-scale square wave', [0, 255, 0, 255].map((v) => (v === 255 ? 256 : v)), 1],
    ['half-scale', [64, 192, 64, 192], 0.5],
    ['clipped values never exceed 1', [0, 0, 0], 1],
  ])('%s', (_, frame, level) => {
    expect(levelOf(frame)).toBeCloseTo(level, 5);
  });

  it('reads a Uint8Array from the analyser', () => {
    expect(levelOf(new Uint8Array([128, 160, 128, 96]))).toBeCloseTo(Math.sqrt((0.25 ** 2 * 2) / 4), 5);
  });
});

describe('microphoneVerdict', () => {
  it.each<[string, number, number, string]>([
    ['heard at once', HEARD_LEVEL, 0, 'pass'],
    ['still listening', HEARD_LEVEL / 2, LISTEN_MS - 1, 'running'],
    ['silence for the whole window', HEARD_LEVEL / 2, LISTEN_MS, 'fail'],
    ['heard late still passes', 0.5, LISTEN_MS * 2, 'pass'],
  ])('%s', (_, peak, listened, verdict) => {
    expect(microphoneVerdict(peak, listened)).toBe(verdict);
  });
});

describe('median', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[5], 5],
    [[30, 10, 20], 20],
    [[10, 40, 20, 30], 25],
    [[Number.NaN, -1, 10], 10],
  ])('%j -> %s', (values, result) => expect(median(values)).toBe(result));
});

describe('networkVerdict', () => {
  it.each<[string, (number | null)[], string, number | null]>([
    ['fast', [40, 60, 50], 'pass', 50],
    ['exactly the good limit', [300, 300, 300], 'pass', 300],
    ['fair', [400, 500, 450], 'warn', 450],
    ['one lost answer is a warning even when fast', [40, null, 60], 'warn', 50],
    ['exactly the slow limit is still usable', [1000], 'warn', 1000],
    ['too slow', [1500, 1200, 2000], 'fail', 1500],
    ['no answer at all', [null, null, null], 'fail', null],
    ['nothing measured', [], 'fail', null],
  ])('%s', (_, samples, verdict, medianMs) => {
    expect(networkVerdict(samples)).toMatchObject({ verdict, medianMs });
  });
});

describe('deviceProblem', () => {
  it.each<[unknown, string]>([
    [new DOMException('denied', 'NotAllowedError'), 'denied'],
    [{ name: 'PermissionDeniedError' }, 'denied'],
    [new DOMException('insecure', 'SecurityError'), 'denied'],
    [new DOMException('none', 'NotFoundError'), 'notFound'],
    [{ name: 'OverconstrainedError' }, 'notFound'],
    [new DOMException('busy', 'NotReadableError'), 'inUse'],
    [new TypeError('no mediaDevices'), 'unsupported'],
    [new Error('boom'), 'other'],
    ['a string', 'other'],
    [null, 'other'],
  ])('%o -> %s', (error, problem) => expect(deviceProblem(error)).toBe(problem));
});

describe('summarize', () => {
  it('counts warnings as passed and leaves untested ones out of both', () => {
    expect(summarize(['pass', 'warn', 'fail', 'untested', 'running'])).toEqual({ passed: 2, failed: 1, total: 5 });
  });
});
