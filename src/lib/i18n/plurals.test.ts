import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

/** Wherever a count decides the wording, the catalogues go through i18next's plural rules. */
const catalogues = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' });

type Entry = { file: string; key: string; text: string };

function entriesOf(lng: string): Entry[] {
  const walk = (file: string, value: unknown, prefix: string): Entry[] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => walk(file, inner, prefix ? `${prefix}.${key}` : key))
      : [{ file, key: prefix, text: String(value) }];
  return Object.entries(catalogues)
    .filter(([path]) => path.startsWith(`/locales/${lng}/`))
    .flatMap(([path, bundle]) => walk(path.split('/').pop()!.replace('.json', ''), bundle, ''));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A count shown where the wording does not depend on it ("… (3)", "3 available"). */
const NUMBER_NEUTRAL = ['booking:form.preview', 'chat:tooLong', 'common:counted', 'homework:available'];

describe('plural keys', () => {
  it.each(['en', 'zh'])('in %s every plural key has its "other" form', (lng) => {
    const keys = new Set(entriesOf(lng).map((e) => `${e.file}:${e.key}`));
    const missing = [...keys].filter((key) => PLURAL.test(key) && !keys.has(key.replace(PLURAL, '_other')));
    expect(missing).toEqual([]);
  });

  it('in English every plural key has its "one" form', () => {
    const keys = new Set(entriesOf('en').map((e) => `${e.file}:${e.key}`));
    expect([...keys].filter((key) => key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_one')))).toEqual([]);
  });

  it('an English text that shows a {{count}} is a plural form, unless its wording cannot depend on it', () => {
    const singular = entriesOf('en')
      .filter((e) => e.text.includes('{{count}}') && !PLURAL.test(e.key))
      .map((e) => `${e.file}:${e.key}`);
    expect(singular.sort()).toEqual([...NUMBER_NEUTRAL].sort());
  });
});

describe('plural wording, both languages', () => {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, resources: {} });
  for (const [path, bundle] of Object.entries(catalogues)) {
    const [lng, file] = path.split('/').slice(-2) as [string, string];
    i18n.addResourceBundle(lng, file.replace('.json', ''), bundle);
  }

  it.each<[string, string, Record<string, unknown>, string]>([
    ['en', 'dashboard:actions.notified', { count: 1 }, 'The student has been notified.'],
    ['en', 'dashboard:actions.notified', { count: 2 }, 'The students have been notified.'],
    ['en', 'dashboard:actions.notified', { count: 0 }, 'The students have been notified.'],
    ['zh', 'dashboard:actions.notified', { count: 1 }, '已通知学生。'],
    ['zh', 'dashboard:actions.notified', { count: 3 }, '已通知学生。'],
    ['en', 'dashboard:actions.notify', { count: 1 }, 'Notify student'],
    ['en', 'classroom:countdownDays', { count: 1 }, '1 day'],
    ['en', 'classroom:countdownDays', { count: 34 }, '34 days'],
    ['zh', 'classroom:countdownDays', { count: 1 }, '1 天'],
    ['zh', 'classroom:countdownDays', { count: 34 }, '34 天'],
    [
      'en',
      'dashboard:actions.cancelText',
      { count: 1, title: 'A', date: 'D', time: 'T' },
      '“A” on D at T will be canceled for its student.',
    ],
    [
      'en',
      'dashboard:actions.cancelText',
      { count: 2, title: 'A', date: 'D', time: 'T' },
      '“A” on D at T will be canceled for all its 2 students.',
    ],
    ['zh', 'dashboard:actions.cancelText', { count: 1, title: 'A', date: 'D', time: 'T' }, 'D T 的“A”将为其 1 名学生取消。'],
    ['en', 'homework:questionsFrom', { count: 1, what: 'Level 1' }, '1 question · Level 1'],
    ['en', 'homework:questionsFrom', { count: 5, what: 'Level 1' }, '5 questions · Level 1'],
    ['zh', 'homework:questionsFrom', { count: 1, what: '1 级' }, '1 题 · 1 级'],
    ['en', 'students:showAll', { count: 9 }, 'Show all 9 classes'],
    ['en', 'shell:teacherCount', { count: 1 }, '1 teacher'],
    ['zh', 'shell:teacherCount', { count: 250 }, '共 250 位老师'],
  ])('%s %s %j', (lng, key, options, expected) => {
    expect(i18n.t(key, { ...options, lng })).toBe(expected);
  });
});
