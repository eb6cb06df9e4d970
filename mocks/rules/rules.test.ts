import { describe, expect, it } from 'vitest';
import { evaluationRefusal } from './evaluation';
import { uploadSlotRefusal } from './files';
import { gradeRefusal } from './grading';
import { introductionRefusal, MAX_PHOTO_LENGTH } from './introduction';
import { sameKey, visibleText } from './refusal';

const MB = 1024 * 1024;

describe('uploadSlotRefusal', () => {
  it.each<[string, number, string | null]>([
    ['worksheet.pdf', 1, null],
    ['  Story.MP3 ', 20 * MB, null],
    ['', 10, 'INVALID_FILE_NAME'],
    ['   ', 10, 'INVALID_FILE_NAME'],
    [`${'a'.repeat(197)}.pdf`, 10, 'INVALID_FILE_NAME'],
    [`${'a'.repeat(196)}.pdf`, 10, null],
    ['../etc/passwd.txt', 10, 'INVALID_FILE_NAME'],
    ['dir\\notes.txt', 10, 'INVALID_FILE_NAME'],
    ['setup.exe', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['README', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['.pdf', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['notes.pdf.exe', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['notes.txt', 0, 'EMPTY_FILE'],
    ['notes.txt', -1, 'EMPTY_FILE'],
    ['notes.txt', Number.NaN, 'EMPTY_FILE'],
    ['notes.txt', 20 * MB + 1, 'FILE_TOO_LARGE'],
    ['notes.txt', Number.POSITIVE_INFINITY, 'FILE_TOO_LARGE'],
  ])('%j, %d bytes -> %s', (name, size, code) => expect(uploadSlotRefusal(name, size)?.code ?? null).toBe(code));
});

describe('gradeRefusal', () => {
  it.each<[unknown, string, string | null]>([
    [0, '', null],
    [100, 'Well done.', null],
    [null, '', 'INVALID_SCORE'],
    [-1, '', 'INVALID_SCORE'],
    [101, '', 'INVALID_SCORE'],
    [150, '', 'INVALID_SCORE'],
    [99.5, '', 'INVALID_SCORE'],
    ['80', '', 'INVALID_SCORE'],
    [80, ` ${'c'.repeat(2000)} `, null],
    [80, 'c'.repeat(2001), 'COMMENT_TOO_LONG'],
  ])('score %j -> %s', (score, comment, code) => expect(gradeRefusal(score, comment)?.code ?? null).toBe(code));
});

describe('evaluationRefusal', () => {
  const all = (value: unknown) => ({ pronunciation: value, fluency: value, vocabulary: value, grammar: value, participation: value });
  it.each<[Record<string, unknown>, string, string | null]>([
    [all(1), 'Good.', null],
    [all(5), 'Good.', null],
    [{}, 'Good.', 'INVALID_RATING'],
    [{ ...all(3), grammar: 0 }, 'Good.', 'INVALID_RATING'],
    [{ ...all(3), grammar: 6 }, 'Good.', 'INVALID_RATING'],
    [{ ...all(3), grammar: '3' }, 'Good.', 'INVALID_RATING'],
    [{ ...all(3), grammar: 2.5 }, 'Good.', 'INVALID_RATING'],
    [{ ...all(3), fluency: undefined }, 'Good.', 'INVALID_RATING'],
    [all(3), '   ', 'COMMENT_REQUIRED'],
    [all(3), 'c'.repeat(2001), 'COMMENT_TOO_LONG'],
    [all(null), '', 'INVALID_RATING'],
  ])('%j, %j -> %s', (ratings, comment, code) => expect(evaluationRefusal(ratings, comment)?.code ?? null).toBe(code));
});

describe('introductionRefusal', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  it.each<[string, string, string | undefined, string | null]>([
    ['<p>Hello</p>', '', undefined, null],
    ['<p>Hello</p>', ' https://video.example/intro.mp4 ', png, null],
    ['<p>Hello</p>', '', '', null],
    ['', '', undefined, 'EMPTY_INTRODUCTION'],
    ['<h3> </h3><p>&nbsp;</p>', '', undefined, 'EMPTY_INTRODUCTION'],
    [`<p>${'a'.repeat(20_000)}</p>`, '', undefined, 'INTRODUCTION_TOO_LONG'],
    ['<p>Hello</p>', 'javascript:alert(1)', undefined, 'INVALID_VIDEO_URL'],
    ['<p>Hello</p>', 'intro.mp4', undefined, 'INVALID_VIDEO_URL'],
    ['<p>Hello</p>', '', 'data:image/svg+xml;base64,PHN2Zz4=', 'INVALID_PHOTO'],
    ['<p>Hello</p>', '', 'https://example.org/me.png', 'INVALID_PHOTO'],
    ['<p>Hello</p>', '', `data:image/jpeg;base64,${'A'.repeat(MAX_PHOTO_LENGTH)}`, 'INVALID_PHOTO'],
  ])('%j, %j, photo %j -> %s', (html, video, photo, code) =>
    expect(introductionRefusal({ html, video_url: video, photo })?.code ?? null).toBe(code),
  );
});

describe('wire helpers', () => {
  it.each<[string, string]>([
    ['', ''],
    ['<p></p>', ''],
    ['<p>a&nbsp;b</p><p>c</p>', 'a b c'],
    ['plain', 'plain'],
  ])('visibleText(%j) = %j', (html, text) => expect(visibleText(html)).toBe(text));

  it.each<[string | number | null, string | number | null, boolean]>([
    [3, '3', true],
    ['grammar', 'grammar', true],
    [3, 4, false],
    [null, null, false],
    [null, 'null', false],
  ])('sameKey(%j, %j) = %s', (a, b, same) => expect(sameKey(a, b)).toBe(same));
});
