import { describe, expect, it } from 'vitest';
import { ROOMS_PATH } from '@/entities/classes/api/rooms-path';
import { profilePath } from '@/features/auth/api/profile-path';
import { firstReads } from './first-reads';

describe('firstReads: what a signed-in first page asks before the app has arrived', () => {
  it.each([
    ['/', 7, [ROOMS_PATH, profilePath(7)]],
    ['/dashboard', 1001, [ROOMS_PATH, 'api/v1/users/1001/profile']],
    ['/dashboard/', 7, []],
    ['/chat', 7, []],
    ['/login', 7, []],
    ['', 7, []],
    ['/dashboard', 0, []],
    ['/dashboard', -3, []],
    ['/dashboard', 1.5, []],
    ['/dashboard', Number.NaN, []],
  ])('%s as user %s: %j', (path, uid, reads) => {
    expect(firstReads(path, uid)).toEqual(reads);
  });
});
