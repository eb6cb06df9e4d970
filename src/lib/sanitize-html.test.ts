import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps safe links and formatting', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong> <a href="https://school.example">site</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://school.example" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
  });

  it.each([null, undefined, ''])('empty input %s gives empty text', (input) => {
    expect(sanitizeHtml(input)).toBe('');
  });
});
