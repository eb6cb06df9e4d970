import { describe, expect, it } from 'vitest';
import { isBlankHtml } from './rich-text-value';

describe('isBlankHtml', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['<p></p>', true],
    ['<p> </p><p><br></p>', true],
    ['<p>&nbsp;&#160;</p>', true],
    ['<p>\u200b\u00a0</p>', true],
    ['<ul><li><p></p></li></ul>', true],
    ['<p>Good work</p>', false],
    ['<p><strong>a</strong></p>', false],
    ['0', false],
    ['<p>&lt;</p>', false],
    ['<p><img src="x.png" alt=""></p>', false],
  ])('%j -> %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
