import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { refusalKey } from './refusal';

describe('refusalKey', () => {
  it.each<[string, unknown, string | null]>([
    ['24 h', new ApiError('refused', 200, '', 'START_TOO_SOON'), 'rules.tooSoon'],
    ['overlap', new ApiError('refused', 200, '', 'SLOT_OVERLAP'), 'rules.overlap'],
    ['window', new ApiError('refused', 200, '', 'OUTSIDE_BOOKING_WINDOW'), 'rules.outsideWindow'],
    ['no course', new ApiError('refused', 200, '', 'COURSE_NOT_AVAILABLE'), 'rules.noCourse'],
    ['email', new ApiError('refused', 200, '', 'INVALID_EMAIL'), 'form.emailInvalid'],
    ['booked', new ApiError('refused', 200, '', 'SLOT_RESERVED'), 'rules.reserved'],
    ['gone (404)', new ApiError('http', 404, ''), 'rules.slotGone'],
    ['unknown code', new ApiError('refused', 200, '', 'SOMETHING_NEW'), null],
    ['refusal without code', new ApiError('refused', 200, ''), null],
    ['network', new ApiError('network', -10000, ''), null],
    ['other 4xx', new ApiError('http', 403, ''), null],
    ['not an ApiError', new Error('x'), null],
  ])('%s -> %s', (_, error, key) => {
    expect(refusalKey(error)).toBe(key);
  });
});
