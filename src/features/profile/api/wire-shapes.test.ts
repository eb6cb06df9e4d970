import { describe } from 'vitest';
import { MISSING, readsShapes } from '@/test/wire-shapes';
import { schemas } from './get-introduction';

describe('introduction', () => {
  const base = {
    teacher_id: 1001,
    name: 'Emma Li',
    photo_url: 'https://x.example/avatar.png',
    html: '<p>Hello</p>',
    video_url: 'https://x.example/intro.mp4',
    updated_at: '2026-11-20T12:00:00.000Z',
  };
  readsShapes((introduction) => schemas().answer.parse({ success: 1, introduction }).introduction, base, [
    [
      'as sent',
      {},
      {
        name: 'Emma Li',
        photoUrl: 'https://x.example/avatar.png',
        videoUrl: 'https://x.example/intro.mp4',
        updatedAt: '2026-11-20T12:00:00.000Z',
      },
    ],
    ['never saved', { updated_at: null, video_url: MISSING }, { updatedAt: null, videoUrl: null }],
    ['an unsafe photo reads as absent', { photo_url: 'javascript:alert(1)' }, { photoUrl: null }],
    ['a malformed video link', { video_url: { src: 'x' } }, { html: '<p>Hello</p>', videoUrl: null }, 1],
    ['a malformed save time', { updated_at: 1763640000 }, { updatedAt: null }, 1],
    ['a malformed text', { html: 42 }, 'unreadable'],
  ]);
});
