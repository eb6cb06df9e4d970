import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';

describe('htmlText', () => {
  it.each<[string, string]>([
    ['', ''],
    ['<p></p>', ''],
    ['<p><br></p>', ''],
    ['<p>&nbsp;&#160;</p>', ''],
    ['<p>Hello <strong>world</strong></p><ul><li>one</li></ul>', 'Hello world one'],
    ['<p>a</p><p>b</p>', 'a b'],
    ['plain', 'plain'],
    ['  spaced\n\tout  ', 'spaced out'],
  ])('%j -> %j', (html, text) => {
    expect(htmlText(html)).toBe(text);
  });
});
