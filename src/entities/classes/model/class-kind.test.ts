import { describe, expect, it } from 'vitest';
import { kindOfTitle } from './class-kind';

describe('kindOfTitle', () => {
  it.each([
    ['Trial lesson', { kind: 'trialLesson', before: '', after: '' }],
    ['Placement test', { kind: 'placementTest', before: '', after: '' }],
    ['Free talk', { kind: 'freeTalk', before: '', after: '' }],
    ['Free talk: Travel Stories', { kind: 'freeTalk', before: '', after: ': Travel Stories' }],
    ['L1U2 Review session', { kind: 'reviewSession', before: 'L1U2 ', after: '' }],
    ['trial lesson', { kind: 'trialLesson', before: '', after: '' }],
    // A lesson's own title is the host's words, whatever it contains.
    ['Making Plans', null],
    ['Free talking club', null],
    ['Pretrial lesson', null],
    ['', null],
  ])('%j -> %j', (title, kind) => {
    expect(kindOfTitle(title)).toEqual(kind);
  });
});
