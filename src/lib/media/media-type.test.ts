import { describe, expect, it } from 'vitest';
import { HLS_TYPE, mediaTypeOf } from './media-type';

describe('mediaTypeOf (spec 9)', () => {
  it.each([
    ['https://cdn.example/hls/class.m3u8', HLS_TYPE],
    ['https://cdn.example/audio/class.mp3', 'audio/mpeg'],
    ['https://cdn.example/video/class.mp4', 'video/mp4'],
    ['https://cdn.example/video/CLASS.MP4', 'video/mp4'],
    ['https://cdn.example/video/class.mp4?token=abc#t=10', 'video/mp4'],
    ['https://cdn.example/video/class.mp4.m3u8', HLS_TYPE],
    ['https://cdn.example/stream?format=.mp4', HLS_TYPE],
    ['https://cdn.example/video/class.webm', HLS_TYPE],
    ['https://cdn.example/video/class', HLS_TYPE],
    ['', HLS_TYPE],
    ['/relative/path/intro.mp3', 'audio/mpeg'],
  ])('%s -> %s', (url, type) => {
    expect(mediaTypeOf(url)).toBe(type);
  });
});
