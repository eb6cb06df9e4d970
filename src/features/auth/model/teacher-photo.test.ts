import { describe, expect, it } from 'vitest';
import { teacherPhoto } from './teacher-photo';

describe('teacherPhoto', () => {
  it.each([
    // Canvas's default avatar for a user without a photo (its silhouette), absolute or relative, any size.
    ['https://canvas.school.example/images/messages/avatar-50.png', null],
    ['/images/messages/avatar-50.png', null],
    ['https://canvas.school.example/images/messages/avatar-group-50.png', null],
    ['https://canvas.school.example/images/dotted_pic.png', null],
    ['https://canvas.school.example/images/no_pic.gif', null],
    [null, null],
    ['', null],
    // A photo the teacher uploaded.
    ['https://canvas.school.example/images/thumbnails/1234/Ab12Cd34', 'https://canvas.school.example/images/thumbnails/1234/Ab12Cd34'],
    ['https://cdn.school.example/avatars/emma-li.jpg?size=64', 'https://cdn.school.example/avatars/emma-li.jpg?size=64'],
  ])('%j -> %j', (url, photo) => {
    expect(teacherPhoto(url)).toBe(photo);
  });
});
