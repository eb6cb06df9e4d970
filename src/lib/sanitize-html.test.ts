import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="https://cdn.example/a.png" onerror="alert(1)">', '<img src="https://cdn.example/a.png" alt="">'],
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

/** Images in the host's rich text (axe image-alt): an alt always, or no image when it cannot load. */
describe('sanitizeHtml: images', () => {
  it.each([
    [
      'no alt: an empty one (decoration)',
      '<p>Hi<img src="https://cdn.example/me.png"></p>',
      '<p>Hi<img src="https://cdn.example/me.png" alt=""></p>',
    ],
    [
      'its own alt kept',
      '<img src="https://cdn.example/me.png" alt="Emma at her desk">',
      '<img src="https://cdn.example/me.png" alt="Emma at her desk">',
    ],
    ['an empty alt kept', '<img src="http://cdn.example/line.gif" alt="">', '<img src="http://cdn.example/line.gif" alt="">'],
    ['a title is no alt', '<img src="https://cdn.example/a.png" title="A">', '<img src="https://cdn.example/a.png" title="A" alt="">'],
    ['an inline PNG', `<img src="${PNG}">`, `<img src="${PNG}" alt="">`],
    ['spaces around the address', '<img src="  https://cdn.example/a.png ">', '<img src="https://cdn.example/a.png" alt="">'],
    ['no src: dropped', '<p>a<img alt="x">b</p>', '<p>ab</p>'],
    ['an empty src: dropped', '<p>a<img src="">b</p>', '<p>ab</p>'],
    ['relative to the host, not to the portal: dropped', '<p><img src="/files/12/me.png">x</p>', '<p>x</p>'],
    ['a bare name (an onerror bait): dropped', '<img src=x onerror="alert(1)">', ''],
    ['javascript: dropped', '<img src="javascript:alert(1)" alt="x">', ''],
    ['an SVG data picture: dropped', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['only srcset (never read here): dropped', '<img srcset="https://cdn.example/a.png 2x">', ''],
    [
      'several in a row, each on its own',
      '<img src=x><img src="https://cdn.example/a.png"><img>',
      '<img src="https://cdn.example/a.png" alt="">',
    ],
  ])('%s', (_, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('no image of the output lacks an alt, whatever the input', () => {
    const html = sanitizeHtml(
      '<h3>Hello</h3><img src="https://a.example/1.png"><p><img src="https://a.example/2.png" ALT="two"><a href="https://a.example"><img src="https://a.example/3.png"></a></p>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const images = [...doc.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['', 'two', '']);
  });
});
