import { describe, expect, it } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import {
  CANCEL_REFUSED,
  cancelFailure,
  END_REFUSED,
  endFailure,
  errorCode,
  notifyDone,
  NOTIFY_REFUSED,
  notifyFailure,
} from './action-feedback';

const refused = (code: string) => new ApiError('refused', 200, 'no', code);
const network = new ApiError('network', FAILURE_STATUS, 'lost');
const notFound = new ApiError('http', 404, 'HTTP 404');

describe('errorCode', () => {
  it.each<[string, unknown, string]>([
    ['a refusal names its code', refused('CANCEL_WINDOW_CLOSED'), 'CANCEL_WINDOW_CLOSED'],
    ['an HTTP failure its status', notFound, '404'],
    ['a lost connection the failure status', network, String(FAILURE_STATUS)],
    ['anything else is unknown', new Error('boom'), '?'],
  ])('%s', (_, error, expected) => {
    expect(errorCode(error)).toBe(expected);
  });
});

describe('cancelFailure', () => {
  it.each<[string, unknown, unknown]>([
    ['the 24 h refusal: cannot cancel + contact tip', refused('CANCEL_WINDOW_CLOSED'), CANCEL_REFUSED],
    ['another refusal: try again with its code', refused('NOT_FOUND'), { tone: 'error', title: 'errors:cancelFailed', code: 'NOT_FOUND' }],
    ['a 404', notFound, { tone: 'error', title: 'errors:cancelFailed', code: '404' }],
    ['no connection', network, { tone: 'error', title: 'errors:cancelFailed', code: '-10000' }],
  ])('%s', (_, error, expected) => {
    expect(cancelFailure(error)).toEqual(expected);
  });
});

describe('notifyFailure', () => {
  it.each<[string, unknown, unknown]>([
    ['outside class time', refused('NOT_IN_CLASS_TIME'), NOTIFY_REFUSED],
    ['another refusal', refused('NOT_FOUND'), { tone: 'error', title: 'errors:notifyFailed' }],
    ['no connection', network, { tone: 'error', title: 'errors:notifyFailed' }],
  ])('%s', (_, error, expected) => {
    expect(notifyFailure(error)).toEqual(expected);
  });
});

describe('endFailure', () => {
  it.each<[string, unknown, unknown]>([
    ['before the start', refused('NOT_IN_CLASS_TIME'), END_REFUSED],
    ['anything else: try again later, with the reason', notFound, { tone: 'error', title: 'errors:tryAgainLater', explainError: true }],
  ])('%s', (_, error, expected) => {
    expect(endFailure(error)).toEqual(expected);
  });
});

describe('notifyDone', () => {
  it.each([0, 1, 2, 7])('carries the number of students (%i) for the plural rules', (count) => {
    expect(notifyDone(count)).toEqual({ tone: 'success', title: 'dashboard:actions.notified', count });
  });
});

it('a refusal to end before the start does not advise to try again later', () => {
  expect(END_REFUSED.title).not.toBe('errors:tryAgainLater');
});
