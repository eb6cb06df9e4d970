import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/kchf?page=2', '/kchf?page=2'],
    ['/Class/42', '/Class/42'],
    ['  /dashboard  ', '/dashboard'],
    ['/a/../dashboard', '/dashboard'],
    ['/./dashboard', '/dashboard'],
    ['/kchf?q=a%20b', '/kchf?q=a%20b'],
    ['/%64ashboard', '/dashboard'],
    ['/wdxs#top', '/wdxs#top'],
    ['/loginhelp', '/loginhelp'],
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
    // Hostile forms of "another origin" and of the barred pages.
    '/.//evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/%2e//evil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    '/\\evil.com',
    '/\t/evil.com'.replace('\\t', '\t'),
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%00/evil.com',
    '/ /evil.com',
    '/%20/evil.com',
    '\u0000/dashboard',
    '/%252e%252e//evil.com',
    '/a/b/../../..//evil.com',
    '/..//evil.com',
    '/../evil.com/..//x',
    'HTTPS://evil.com',
    ' //evil.com',
    '/%E0%A4%A',
    '/LOGIN',
    '/Login?redirect=/x',
    '/login/',
    '/REGISTER',
    '/a/../login',
    '/%6Cogin',
    '/Forgot-Password',
    '/./login',
  ])('refuses %s', (input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
