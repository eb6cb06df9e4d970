import { describe, expect, it } from 'vitest';
import { FAILED_STATE } from './screen-states';

describe('FAILED_STATE: what a failed, offline or last-known screen says, in both languages', () => {
  it.each([
    ['You are offline', true],
    ['您已离线', true],
    ['Could not load this page', true],
    ['Offline — showing classes as of 17:10 (New York time)', true],
    ['The school’s server cannot be reached — showing classes as of 17:10', true],
    ['Quizzes could not be loaded', true],
    ['Showing this class as last known', true],
    ['Error occurred when enter the chat room.', true],
    ['Lost contact with the server, please try again later!', false], // a notice's words, not a screen's state
    ['My Courses', false],
    ['Successfully canceled', false],
    ['', false],
  ])('%j: %s', (text, failed) => {
    expect(FAILED_STATE.test(text)).toBe(failed);
  });
});
