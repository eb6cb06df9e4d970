import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/kchf?page=2', '/kchf?page=2'],
    ['/Class/42', '/Class/42'],
    ['  /dashboard  ', '/dashboard'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/javascript:alert(1)'.replace('/', ''),
    'data:text/html,x',
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    '/login',
    '/register?x=1',
    '/' + 'a'.repeat(3000),
  ])('refuses %s', (input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
