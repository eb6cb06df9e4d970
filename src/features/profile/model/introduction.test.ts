import { describe, expect, it } from 'vitest';
import {
  checkForm,
  fitWithin,
  formOf,
  type Introduction,
  isChanged,
  isSafePhotoUrl,
  MAX_INTRODUCTION_LENGTH,
  previewOf,
} from './introduction';

const saved: Introduction = {
  name: 'Emma Li',
  photoUrl: 'https://host.example/avatar.png',
  html: '<p>Hello</p>',
  videoUrl: 'https://host.example/intro.mp4',
  updatedAt: null,
};

describe('checkForm', () => {
  it.each<[string, string, string, ReturnType<typeof checkForm>]>([
    ['a normal introduction', '<p>Hi, I am Emma.</p>', '', {}],
    ['tags without words are empty', '<p></p><p><br></p>', '', { html: 'EMPTY_INTRODUCTION' }],
    ['non-breaking spaces only are empty', '<p>&nbsp;&#160; </p>', '', { html: 'EMPTY_INTRODUCTION' }],
    ['an image-less emoji counts as text', '<p>👋</p>', '', {}],
    ['exactly the limit is fine', `<p>${'a'.repeat(MAX_INTRODUCTION_LENGTH - 7)}</p>`, '', {}],
    ['one over the limit', `<p>${'a'.repeat(MAX_INTRODUCTION_LENGTH - 6)}</p>`, '', { html: 'INTRODUCTION_TOO_LONG' }],
    ['https video', '<p>x</p>', 'https://cdn.example/v.mp4', {}],
    ['video link with spaces around is trimmed', '<p>x</p>', '  https://cdn.example/v.m3u8 ', {}],
    ['javascript: video link', '<p>x</p>', 'javascript:alert(1)', { videoUrl: 'INVALID_VIDEO_URL' }],
    ['relative video link', '<p>x</p>', '/media/v.mp4', { videoUrl: 'INVALID_VIDEO_URL' }],
    ['ftp video link', '<p>x</p>', 'ftp://host/v.mp4', { videoUrl: 'INVALID_VIDEO_URL' }],
    ['both wrong', '', 'nope', { html: 'EMPTY_INTRODUCTION', videoUrl: 'INVALID_VIDEO_URL' }],
  ])('%s', (_, html, videoUrl, problems) => {
    expect(checkForm({ html, videoUrl })).toEqual(problems);
  });
});

describe('isSafePhotoUrl', () => {
  it.each<[string, boolean]>([
    ['https://host.example/a.png', true],
    ['http://host.example/a.png', true],
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg==', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['javascript:alert(1)', false],
    ['//evil.example/a.png', false],
    ['', false],
  ])('%s -> %s', (url, safe) => expect(isSafePhotoUrl(url)).toBe(safe));
});

describe('form, change and preview', () => {
  it('starts from the saved introduction, unchanged', () => {
    const form = formOf(saved);
    expect(form).toEqual({ html: '<p>Hello</p>', videoUrl: 'https://host.example/intro.mp4' });
    expect(isChanged(form, saved)).toBe(false);
    expect(isChanged({ ...form, videoUrl: ` ${form.videoUrl} ` }, saved)).toBe(false);
  });

  it.each<[string, Partial<{ html: string; videoUrl: string; photo: string }>]>([
    ['text', { html: '<p>Bye</p>' }],
    ['video removed', { videoUrl: '' }],
    ['new photo', { photo: 'data:image/png;base64,AAAA' }],
    ['photo reset to default', { photo: '' }],
  ])('a changed %s is a change', (_, patch) => {
    expect(isChanged({ ...formOf(saved), ...patch }, saved)).toBe(true);
  });

  it.each<[string, Partial<{ html: string; videoUrl: string; photo: string }>, Partial<Introduction>]>([
    ['unchanged', {}, { photoUrl: saved.photoUrl, videoUrl: saved.videoUrl }],
    ['new text', { html: '<p>New</p>' }, { html: '<p>New</p>' }],
    ['an unusable video link shows no video', { videoUrl: 'javascript:x' }, { videoUrl: null }],
    ['new photo', { photo: 'data:image/png;base64,AAAA' }, { photoUrl: 'data:image/png;base64,AAAA' }],
    ['photo reset', { photo: '' }, { photoUrl: null }],
  ])('preview: %s', (_, patch, expected) => {
    expect(previewOf({ ...formOf(saved), ...patch }, saved)).toMatchObject(expected);
  });
});

describe('fitWithin', () => {
  it.each<[number, number, number, { width: number; height: number }]>([
    [1000, 500, 320, { width: 320, height: 160 }],
    [500, 1000, 320, { width: 160, height: 320 }],
    [200, 100, 320, { width: 200, height: 100 }],
    [320, 320, 320, { width: 320, height: 320 }],
    [10000, 1, 320, { width: 320, height: 1 }],
    [0, 100, 320, { width: 0, height: 0 }],
    [Number.NaN, 100, 320, { width: 0, height: 0 }],
  ])('%d x %d within %d', (w, h, max, size) => expect(fitWithin(w, h, max)).toEqual(size));
});
