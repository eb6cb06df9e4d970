import { describe, expect, it } from 'vitest';
import { type FileProblem, fileProblem, formatFileSize, MAX_FILE_BYTES, MAX_FILES } from './file-rules';
import { type UploadAction, uploadBlocker, uploadedFiles, type UploadItem, uploadReducer } from './upload-machine';

const FILE = { id: 7, name: 'worksheet.pdf', size: 1200, contentType: 'application/pdf' };
const run = (actions: UploadAction[], from: UploadItem[] = []) => actions.reduce(uploadReducer, from);
const add = (key = 'a', problem: FileProblem | null = null): UploadAction => ({
  type: 'add',
  key,
  name: `${key}.pdf`,
  size: 1200,
  problem,
});
const only = (items: UploadItem[]) => {
  expect(items).toHaveLength(1);
  return items[0]!;
};

describe('uploadReducer: the life of one file', () => {
  it.each<[string, UploadAction[], Partial<UploadItem>]>([
    ['added', [add()], { status: 'queued', progress: 0, problem: null }],
    ['added with a problem is rejected', [add('a', 'FILE_TOO_LARGE')], { status: 'rejected', problem: 'FILE_TOO_LARGE' }],
    ['started', [add(), { type: 'start', key: 'a' }], { status: 'uploading', progress: 0 }],
    ['half sent', [add(), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: 50, total: 100 }], { progress: 0.5 }],
    [
      'progress never goes back within an attempt',
      [
        add(),
        { type: 'start', key: 'a' },
        { type: 'progress', key: 'a', loaded: 80, total: 100 },
        { type: 'progress', key: 'a', loaded: 30, total: 100 },
      ],
      { progress: 0.8 },
    ],
    [
      'all bytes sent is not yet done',
      [add(), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: 100, total: 100 }],
      { status: 'uploading', progress: 0.99 },
    ],
    [
      'more bytes than the total',
      [add(), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: 300, total: 100 }],
      { progress: 0.99 },
    ],
    ['a total of 0 is ignored', [add(), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: 5, total: 0 }], { progress: 0 }],
    [
      'a negative reading is ignored',
      [add(), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: -5, total: 10 }],
      { progress: 0 },
    ],
    [
      'progress before the start is ignored',
      [add(), { type: 'progress', key: 'a', loaded: 5, total: 10 }],
      { status: 'queued', progress: 0 },
    ],
    [
      'confirmed',
      [add(), { type: 'start', key: 'a' }, { type: 'succeed', key: 'a', file: FILE }],
      { status: 'done', progress: 1, file: FILE },
    ],
    ['failed', [add(), { type: 'start', key: 'a' }, { type: 'fail', key: 'a', problem: 'http' }], { status: 'failed', problem: 'http' }],
    [
      'failed then retried is queued again from 0',
      [
        add(),
        { type: 'start', key: 'a' },
        { type: 'progress', key: 'a', loaded: 9, total: 10 },
        { type: 'fail', key: 'a', problem: 'network' },
        { type: 'retry', key: 'a' },
      ],
      { status: 'queued', progress: 0, problem: null },
    ],
    [
      'retried, then uploaded',
      [
        add(),
        { type: 'start', key: 'a' },
        { type: 'fail', key: 'a', problem: 'http' },
        { type: 'retry', key: 'a' },
        { type: 'start', key: 'a' },
        { type: 'succeed', key: 'a', file: FILE },
      ],
      { status: 'done', file: FILE },
    ],
    ['a rejected file cannot be retried', [add('a', 'FILE_TYPE_NOT_ALLOWED'), { type: 'retry', key: 'a' }], { status: 'rejected' }],
    ['a rejected file cannot be started', [add('a', 'EMPTY_FILE'), { type: 'start', key: 'a' }], { status: 'rejected' }],
    ['a queued file cannot succeed without starting', [add(), { type: 'succeed', key: 'a', file: FILE }], { status: 'queued', file: null }],
    [
      'a late failure after success is ignored',
      [add(), { type: 'start', key: 'a' }, { type: 'succeed', key: 'a', file: FILE }, { type: 'fail', key: 'a', problem: 'x' }],
      { status: 'done' },
    ],
    [
      'retrying a done file does nothing',
      [add(), { type: 'start', key: 'a' }, { type: 'succeed', key: 'a', file: FILE }, { type: 'retry', key: 'a' }],
      { status: 'done' },
    ],
    ['adding the same key twice keeps the first', [add(), { type: 'start', key: 'a' }, add()], { status: 'uploading' }],
  ])('%s', (_, actions, expected) => {
    expect(only(run(actions))).toMatchObject(expected);
  });

  it('removes a file in any state, and answers for a removed file are ignored', () => {
    const items = run([
      add('a'),
      add('b'),
      { type: 'start', key: 'a' },
      { type: 'remove', key: 'a' },
      { type: 'succeed', key: 'a', file: FILE },
    ]);
    expect(items.map((i) => i.key)).toEqual(['b']);
  });

  it(`rejects the file after the ${MAX_FILES}th`, () => {
    const items = run(Array.from({ length: MAX_FILES + 1 }, (_, i) => add(`f${i}`)));
    expect(items.at(-1)).toMatchObject({ status: 'rejected', problem: 'TOO_MANY_FILES' });
    expect(items.filter((i) => i.status === 'queued')).toHaveLength(MAX_FILES);
  });

  it('restores confirmed files from a draft once, before files added since', () => {
    const items = run([add('x'), { type: 'restore', files: [FILE] }, { type: 'restore', files: [FILE] }]);
    expect(items.map((i) => [i.key, i.status])).toEqual([
      ['file-7', 'done'],
      ['x', 'queued'],
    ]);
    expect(run([{ type: 'restore', files: [] }])).toEqual([]);
  });
});

describe('uploadBlocker and uploadedFiles: submit waits for every file', () => {
  const uploading = run([add('a'), { type: 'start', key: 'a' }]);
  const failed = run([{ type: 'fail', key: 'a', problem: 'http' }], uploading);
  const done = run([{ type: 'succeed', key: 'a', file: FILE }], uploading);
  it.each<[string, UploadItem[], string | null, number]>([
    ['no files', [], null, 0],
    ['queued', run([add('a')]), 'uploading', 0],
    ['uploading', uploading, 'uploading', 0],
    ['failed', failed, 'failed', 0],
    ['rejected', run([add('a', 'FILE_TOO_LARGE')]), 'rejected', 0],
    ['done', done, null, 1],
    ['done and failed', run([add('b'), { type: 'start', key: 'b' }, { type: 'fail', key: 'b', problem: 'http' }], done), 'failed', 1],
    ['failed and still uploading: uploading first', run([add('b'), { type: 'start', key: 'b' }], failed), 'uploading', 0],
  ])('%s -> %s', (_, items, blocker, files) => {
    expect(uploadBlocker(items)).toBe(blocker);
    expect(uploadedFiles(items)).toHaveLength(files);
  });
});

describe('fileProblem (the host refuses the same files)', () => {
  it.each<[string, number, string | null]>([
    ['worksheet.pdf', 1, null],
    ['Slides.PPTX', 5000, null],
    ['song.mp3', MAX_FILE_BYTES, null],
    ['song.mp3', MAX_FILE_BYTES + 1, 'FILE_TOO_LARGE'],
    ['empty.txt', 0, 'EMPTY_FILE'],
    ['weird.txt', Number.NaN, 'EMPTY_FILE'],
    ['script.exe', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['noextension', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['.pdf', 10, 'FILE_TYPE_NOT_ALLOWED'],
    ['  ', 10, 'INVALID_FILE_NAME'],
    ['../etc/passwd.pdf', 10, 'INVALID_FILE_NAME'],
    [`${'a'.repeat(197)}.pdf`, 10, 'INVALID_FILE_NAME'],
    [`${'a'.repeat(196)}.pdf`, 10, null],
    ['练习册 第3课.pdf', 10, null],
  ])('%s (%d bytes) -> %s', (name, size, expected) => {
    expect(fileProblem(name, size)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each<[number, string]>([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    [3.45 * 1024 * 1024, '3.5 MB'],
    [MAX_FILE_BYTES, '20 MB'],
    [-1, '—'],
    [Number.NaN, '—'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
