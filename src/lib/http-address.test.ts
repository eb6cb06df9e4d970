import { describe, expect, it } from 'vitest';
import { httpAddress } from './http-address';

describe('httpAddress', () => {
  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x?y=1#z'],
    ['  http://a.example  ', 'http://a.example/'],
    ['HTTPS://A.EXAMPLE/P', 'https://a.example/P'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://a.example/f', null],
    ['//a.example/x', null],
    ['/relative', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %j', (raw, expected) => {
    expect(httpAddress(raw)).toBe(expected);
  });
});
