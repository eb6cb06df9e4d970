import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classroomMain,
  classroomViewOf,
  classTimeText,
  type ClassroomWire,
  pageLanguage,
  pageParams,
  portalFromReferer,
  servedPage,
} from '../lib/classroom-page';

const cls: ClassroomWire = {
  title: 'L1U2L3S1 Greetings',
  start_at: '2026-06-10T14:00:00.000Z',
  end_at: '2026-06-10T15:00:00.000Z',
  timezone: 'America/New_York',
  teacher: { name: 'Emma Li' },
  course: { name: 'General English 2' },
  students: [{ name: 'Eric Chen' }, { name: 'Lucy Zhao' }],
  state: 'scheduled',
};
const during = Date.parse('2026-06-10T14:30:00.000Z');
const answer = { success: 1, server_time: '2026-06-10T14:30:00.000Z', class: cls };

describe('demo classroom page: its address', () => {
  it.each<[string, number | null, 'en' | 'zh']>([
    ['?class=10010101&lang=zh', 10010101, 'zh'],
    ['?class=10010101&lang=zh-CN', 10010101, 'zh'],
    ['?class=10010101&lang=en', 10010101, 'en'],
    ['?class=10010101', 10010101, 'en'],
    ['?class=10010101&lang=fr', 10010101, 'en'],
    ['?class=0', null, 'en'],
    ['?class=-3', null, 'en'],
    ['?class=1e3', null, 'en'],
    ['?class=12%3Cscript%3E', null, 'en'],
    ['', null, 'en'],
  ])('%s', (search, classId, lang) => {
    expect(pageParams(search)).toEqual({ classId, lang });
  });

  it.each<[string | null, 'en' | 'zh']>([
    ['zh', 'zh'],
    ['ZH-cn', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    [null, 'en'],
    ['', 'en'],
  ])('Accept-Language %s -> %s', (header, lang) => {
    expect(pageLanguage(header)).toBe(lang);
  });
});

describe('demo classroom page: what it shows', () => {
  it('the class title, its times on the teacher’s clock, the students, the status and the way back', () => {
    const html = classroomMain({ kind: 'class', cls, nowMs: during }, 'en', './');
    expect(html).toContain('<h1>L1U2L3S1 Greetings</h1>');
    expect(html).toContain('You are in the demo classroom');
    expect(html).toContain('2026-06-10 10:00–11:00 New York time');
    expect(html).toContain('<dt>Students</dt><dd><ul><li>Eric Chen</li><li>Lucy Zhao</li></ul></dd>');
    expect(html).toContain('<a class="back" href="./">Back to the portal</a>');
  });

  it('in Chinese, and "Student" for one', () => {
    expect(classroomMain({ kind: 'class', cls, nowMs: during }, 'zh', './')).toContain('您已进入演示教室');
    expect(classroomMain({ kind: 'class', cls: { ...cls, students: [{ name: 'Eric Chen' }] }, nowMs: during }, 'en', './')).toContain(
      '<dt>Student</dt>',
    );
  });

  it('over once the end passed or the class was ended', () => {
    expect(classroomMain({ kind: 'class', cls, nowMs: Date.parse(cls.end_at) }, 'en', './')).toContain('This class is over.');
    expect(classroomMain({ kind: 'class', cls: { ...cls, state: 'ended' }, nowMs: during }, 'en', './')).toContain('This class is over.');
  });

  it('escapes every text of the answer and the way back', () => {
    const hostile = { ...cls, title: '<img src=x onerror=alert(1)>', students: [{ name: '"><script>x</script>' }] };
    const html = classroomMain({ kind: 'class', cls: hostile, nowMs: during }, 'en', 'http://a.example/?q="><b>');
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('without a known portal it says how to go back', () => {
    expect(classroomMain({ kind: 'not-open' }, 'en', null)).toContain('Use your browser’s Back button to return to the portal.');
  });

  it.each<[string, Partial<ClassroomWire>, string]>([
    ['a New York summer day', {}, '2026-06-10 10:00–11:00 New York time'],
    [
      'Shanghai, past midnight: the next day, as the portal says it',
      { timezone: 'Asia/Shanghai', start_at: '2026-06-10T15:30:00Z', end_at: '2026-06-10T16:30:00Z' },
      '2026-06-10 23:30–00:30 (next day) China time',
    ],
    [
      'ending at midnight: the same day',
      { timezone: 'Asia/Shanghai', start_at: '2026-06-10T15:30:00Z', end_at: '2026-06-10T16:00:00Z' },
      '2026-06-10 23:30–00:00 China time',
    ],
    [
      "over two nights: the end's date",
      { timezone: 'Asia/Shanghai', start_at: '2026-06-10T15:30:00Z', end_at: '2026-06-12T01:00:00Z' },
      '2026-06-10 23:30–2026-06-12 09:00 China time',
    ],
    ['a legacy account: its offset', { timezone: '' }, '2026-06-10 22:00–23:00 UTC+08:00'],
    [
      'New York in winter (EST)',
      { start_at: '2026-12-01T14:00:00Z', end_at: '2026-12-01T15:00:00Z' },
      '2026-12-01 09:00–10:00 New York time',
    ],
  ])('times: %s', (_, change, text) => {
    expect(classTimeText({ ...cls, ...change })).toBe(text);
  });

  it.each<[string, Partial<ClassroomWire>, string]>([
    ['New York', {}, '2026-06-10 10:00–11:00 北美东部时间'],
    [
      'Shanghai, past midnight',
      { timezone: 'Asia/Shanghai', start_at: '2026-06-10T15:30:00Z', end_at: '2026-06-10T16:30:00Z' },
      '2026-06-10 23:30–次日00:30 中国时间',
    ],
  ])('times in Chinese: %s', (_, change, text) => {
    expect(classTimeText({ ...cls, ...change }, 'zh')).toBe(text);
  });
});

describe('demo classroom page: reading the host’s answer', () => {
  it.each<[string, number, unknown, string]>([
    ['a class', 200, answer, 'class'],
    ['not entered / no such class', 404, { success: 0, error_code: 'NOT_OPEN' }, 'not-open'],
    ['a host failure', 500, null, 'failed'],
    ['a broken answer', 200, { success: 1, class: { ...cls, students: 'Eric' } }, 'failed'],
    ['an unreadable time', 200, { success: 1, class: { ...cls, start_at: 'soon' } }, 'failed'],
    ['no JSON', 200, null, 'failed'],
  ])('%s -> %s', (_, status, json, kind) => {
    expect(classroomViewOf(status, json, during).kind).toBe(kind);
  });

  it('the host’s clock decides, the local one only without it', () => {
    expect(classroomViewOf(200, answer, 0)).toMatchObject({ nowMs: during });
    expect(classroomViewOf(200, { ...answer, server_time: undefined }, 7)).toMatchObject({ nowMs: 7 });
  });
});

describe('demo classroom page: the HTTP server’s copy', () => {
  const shell = readFileSync(resolve('mocks/classroom/demo-classroom.html'), 'utf8');

  it('is the browser page drawn, in its language, without a script', () => {
    const html = servedPage(
      shell,
      { kind: 'class', cls: { ...cls, title: 'Costs $1 & $& more' }, nowMs: during },
      'zh',
      'http://127.0.0.1:5173/',
    );
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>Costs $1 &#38; $&#38; more · 演示教室</title>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>Costs $1 &#38; $&#38; more</h1>');
    expect(html).toContain('<a class="back" href="http://127.0.0.1:5173/">返回门户</a>');
    expect(html).not.toContain('Opening the demo classroom');
  });

  it.each<[string | undefined, string | null]>([
    ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/'],
    ['https://portal.school.example/app/', 'https://portal.school.example/app/'],
    ['http://127.0.0.1:8787/demo-classroom.html?class=1', null], // the host itself
    ['javascript:alert(1)', null],
    ['not a url', null],
    [undefined, null],
  ])('the way back from Referer %s', (referer, back) => {
    expect(portalFromReferer(referer, 'http://127.0.0.1:8787')).toBe(back);
  });
});
