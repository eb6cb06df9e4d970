import { describe, expect, it } from 'vitest';
import { hasNoCourseware, itemAddress, type KindState, mediaKindOf, type ModuleItem, modulesByKind } from './courseware';

const mod = (id: number, name: string, position = id) => ({ id, name, position });
const item = (patch: Partial<ModuleItem>): ModuleItem => ({
  id: 1,
  title: 't',
  type: 'File',
  html_url: null,
  url: null,
  external_url: null,
  ...patch,
});

describe('modulesByKind', () => {
  it.each([
    ['no modules', [], []],
    [
      'all eight, listed out of order',
      [
        mod(8, 'Post-Videos'),
        mod(1, 'Quizzes'),
        mod(2, 'Flashcard'),
        mod(3, 'Materials'),
        mod(4, 'Courseware'),
        mod(5, 'Pre-Audios'),
        mod(6, 'Pre-Videos'),
        mod(7, 'Post-Audios'),
      ],
      [
        ['quizzes', 1],
        ['flashcards', 2],
        ['materials', 3],
        ['coursewares', 4],
        ['preaudios', 5],
        ['prevideos', 6],
        ['postaudios', 7],
        ['postvideos', 8],
      ],
    ],
    ['unknown modules ignored', [mod(1, 'Week 1'), mod(2, 'Materials')], [['materials', 2]]],
    [
      'case and spaces',
      [mod(1, ' pre-audios '), mod(2, 'FLASHCARD')],
      [
        ['flashcards', 2],
        ['preaudios', 1],
      ],
    ],
    ['a duplicate name: first by position', [mod(9, 'Quizzes', 5), mod(3, 'Quizzes', 2)], [['quizzes', 3]]],
    ['near misses are not kinds', [mod(1, 'Flashcards'), mod(2, 'Pre Audios'), mod(3, '')], []],
  ] as const)('%s', (_name, modules, expected) => {
    expect(modulesByKind(modules).map(({ kind, moduleId }) => [kind, moduleId])).toEqual(expected);
  });
});

describe('mediaKindOf', () => {
  it.each([
    ['preaudios', 'audio'],
    ['postaudios', 'audio'],
    ['prevideos', 'video'],
    ['postvideos', 'video'],
    ['quizzes', null],
    ['flashcards', null],
    ['materials', null],
    ['coursewares', null],
  ] as const)('%s -> %s', (kind, media) => {
    expect(mediaKindOf(kind)).toBe(media);
  });
});

describe('itemAddress', () => {
  it.each([
    [
      'external url first',
      item({ type: 'ExternalUrl', external_url: 'https://m.example/a.mp3', url: 'https://x.example/u' }),
      'https://m.example/a.mp3',
    ],
    [
      'a file: its url',
      item({ url: 'https://files.example/handout.pdf', html_url: 'https://host.example/p' }),
      'https://files.example/handout.pdf',
    ],
    [
      'a quiz: its page, not its API url',
      item({ type: 'Quiz', url: 'https://host.example/api/v1/q/1', html_url: 'https://host.example/q/1' }),
      'https://host.example/q/1',
    ],
    [
      'a page: its page',
      item({ type: 'Page', url: 'https://host.example/api/v1/pages/p', html_url: 'https://host.example/pages/p' }),
      'https://host.example/pages/p',
    ],
    ['a quiz without a page', item({ type: 'Quiz', url: 'https://host.example/api/v1/q/1' }), null],
    [
      'javascript: dropped, next candidate used',
      item({ external_url: 'javascript:alert(1)', url: 'http://files.example/a.mp4' }),
      'http://files.example/a.mp4',
    ],
    ['data: dropped', item({ url: 'data:text/html,<script>1</script>' }), null],
    ['relative or malformed', item({ url: '/files/a.pdf', external_url: 'not a url' }), null],
    ['nothing at all', item({}), null],
  ])('%s', (_name, given, expected) => {
    expect(itemAddress(given)).toBe(expected);
  });
});

describe('hasNoCourseware', () => {
  const ok = (count: number): KindState => ({ status: 'success', count });
  it.each([
    ['modules still loading', false, [], false],
    ['the course has no courseware modules', true, [], true],
    ['every kind answered empty', true, [ok(0), ok(0)], true],
    ['one kind has items', true, [ok(0), ok(2)], false],
    ['one kind still loading', true, [ok(0), { status: 'loading' }], false],
    ['one kind failed: not known to be empty', true, [ok(0), { status: 'error' }], false],
  ] as const)('%s', (_name, modulesLoaded, kinds, expected) => {
    expect(hasNoCourseware(modulesLoaded, kinds)).toBe(expected);
  });
});
