import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { isCodeLoadError } from './code-load-error';

describe('isCodeLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/students.lazy-Fmv4.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://portal.example/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite stylesheet preload', new Error('Unable to preload CSS for https://portal.example/assets/Grid.css'), true],
    ['as plain text', 'Failed to fetch dynamically imported module: x', true],
    ['a fetch of data', new TypeError('Failed to fetch'), false],
    ['a host refusal', new ApiError('refused', 200, 'no', 'x'), false],
    ['nothing', undefined, false],
    ['an object with a message', { message: 'Failed to fetch dynamically imported module' }, false],
  ])('%s: %s', (_, error, expected) => {
    expect(isCodeLoadError(error)).toBe(expected);
  });
});
