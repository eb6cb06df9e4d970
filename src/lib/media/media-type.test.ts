import { describe, expect, it } from 'vitest';
import { crossOriginFor, HLS_TYPE, mediaSource, mediaType, recordingSource } from './media-type';

describe('mediaType (spec 9)', () => {
  it.each([
    ['/hls/sample.m3u8', HLS_TYPE],
    ['/sample.mp3', 'audio/mpeg'],
    ['/sample.mp4', 'video/mp4'],
    ['https://cdn.example/a/b/CLASS.MP4', 'video/mp4'],
    ['/x.Mp3?token=1', 'audio/mpeg'],
    ['/x.mp4#t=10', 'video/mp4'],
    ['/x.m3u8?v=2#frag', HLS_TYPE],
    ['/stream', HLS_TYPE],
    ['/recording.webm', HLS_TYPE],
    ['/archive.mp4.bak', HLS_TYPE],
    ['/folder.mp4/index', HLS_TYPE],
    ['/.mp4', HLS_TYPE],
    ['/name.', HLS_TYPE],
    ['', HLS_TYPE],
    ['/a?file=x.mp4', HLS_TYPE],
  ])('%j -> %s', (url, type) => {
    expect(mediaType(url)).toBe(type);
  });
});

describe('recordingSource', () => {
  const domain = 'https://media.example/demo-media';
  it.each([
    [domain, '/hls/sample.m3u8', { src: 'https://media.example/demo-media/hls/sample.m3u8', type: HLS_TYPE }],
    [`${domain}/`, '/sample.mp4', { src: 'https://media.example/demo-media/sample.mp4', type: 'video/mp4' }],
    [`${domain}//`, 'sample.mp3', { src: 'https://media.example/demo-media/sample.mp3', type: 'audio/mpeg' }],
    [domain, '  /sample.mp3  ', { src: 'https://media.example/demo-media/sample.mp3', type: 'audio/mpeg' }],
    [domain, 'https://other.example/r/1.mp4', { src: 'https://other.example/r/1.mp4', type: 'video/mp4' }],
    ['', 'http://other.example/live', { src: 'http://other.example/live', type: HLS_TYPE }],
    [domain, '/rec with space.mp4', { src: 'https://media.example/demo-media/rec%20with%20space.mp4', type: 'video/mp4' }],
  ])('%s + %j', (playbackDomain, recordUrl, expected) => {
    expect(recordingSource(playbackDomain, recordUrl)).toEqual(expected);
  });

  it.each([
    [domain, ''],
    [domain, '   '],
    [domain, 'javascript:alert(1)'],
    [domain, 'data:video/mp4;base64,AAAA'],
    ['', '/sample.mp4'],
    ['not a url', '/sample.mp4'],
    ['ftp://media.example', '/sample.mp4'],
    ['javascript:alert(1)//', 'x.mp4'],
  ])('refuses %j + %j', (playbackDomain, recordUrl) => {
    expect(recordingSource(playbackDomain, recordUrl)).toBeNull();
  });
});

describe('crossOriginFor', () => {
  it.each([
    ['http://127.0.0.1:4173/demo-media/sample.mp4', 'http://127.0.0.1:4173', 'anonymous'],
    ['http://127.0.0.1:4173/app/demo-media/hls/sample.m3u8', 'http://127.0.0.1:4173', 'anonymous'],
    ['http://127.0.0.1:8787/demo-media/sample.mp4', 'http://127.0.0.1:4173', undefined],
    ['https://cdn.example/r/1.mp4', 'https://portal.example', undefined],
    ['http://portal.example/r/1.mp4', 'https://portal.example', undefined],
    ['not a url', 'https://portal.example', undefined],
  ])('%s on %s -> %s', (src, origin, value) => {
    expect(crossOriginFor(src, origin)).toBe(value);
  });
});

describe('mediaSource', () => {
  it.each([
    ['https://host.example/intro.mp4', { src: 'https://host.example/intro.mp4', type: 'video/mp4' }],
    [' http://host.example/a/b.MP3?sig=1 ', { src: 'http://host.example/a/b.MP3?sig=1', type: 'audio/mpeg' }],
    ['https://host.example/live', { src: 'https://host.example/live', type: HLS_TYPE }],
    ['javascript:alert(1)', null],
    ['data:video/mp4;base64,AAAA', null],
    ['/relative/v.mp4', null],
    ['', null],
  ])('%j', (address, source) => {
    expect(mediaSource(address)).toEqual(source);
  });
});
