import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * Chinese typography (issue 48): full-width punctuation in Chinese, also where the code joins two texts (a label and
 * what it says, a name and its count): those joins are catalogue words (`common:colon`, `common:counted`), never a
 * ": " or " (n)" written in code.
 */
const catalogues = import.meta.glob<Record<string, unknown>>(['/locales/*/*.json', '/locales/*/on-use/*.json'], {
  eager: true,
  import: 'default',
});

function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the joins, in both languages', () => {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, resources: {} });
  for (const [path, bundle] of Object.entries(catalogues)) {
    const [, , lng, ...rest] = path.split('/') as [string, string, string, ...string[]];
    const file = rest.at(-1)!;
    // An on-use catalogue is its namespace in camel case (week-tools.json: weekTools, as addOnUseWords names it).
    i18n.addResourceBundle(
      lng,
      file.replace('.json', '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      bundle,
    );
  }
  const t = (lng: string, key: string, values?: Record<string, unknown>) => i18n.getFixedT(lng)(key, values);

  it.each<[string, string, Record<string, unknown> | undefined, string]>([
    ['en', 'common:colon', undefined, ': '],
    ['zh', 'common:colon', undefined, '：'],
    ['en', 'common:counted', { label: 'This Week', count: 7 }, 'This Week (7)'],
    ['en', 'common:counted', { label: 'This Week', count: 1 }, 'This Week (1)'],
    ['zh', 'common:counted', { label: '本周', count: 7 }, '本周（7）'],
    ['zh', 'common:counted', { label: '查看作业', count: 1 }, '查看作业（1）'],
    ['en', 'common:aside', { text: 'essay.pdf', aside: '1.2 MB' }, 'essay.pdf (1.2 MB)'],
    ['zh', 'common:aside', { text: 'essay.pdf', aside: '1.2 MB' }, 'essay.pdf（1.2 MB）'],
  ])('%s %s %j', (lng, key, values, expected) => {
    expect(t(lng, key, values)).toBe(expected);
  });

  it('a rule and its detail, a time-off line and its outcome, as Chinese writes them', () => {
    const colon = t('zh', 'common:colon');
    expect(`${t('zh', 'booking:rules.overlap')}${colon}${t('zh', 'weekTools:copy.overlapsBooked', { when: 'W' })}`).toBe(
      '时间段重叠：与已预约课程 W 重叠。',
    );
    expect(`General English 2${colon}${t('zh', 'weekTools:result.notClosed')}`).toBe('General English 2：未关闭：服务器没有回应。');
  });
});

describe('the Chinese catalogues', () => {
  it('write no half-width colon or bracket against Chinese', () => {
    const halfWidth = Object.entries(catalogues)
      .filter(([path]) => path.startsWith('/locales/zh/'))
      .flatMap(([path, bundle]) =>
        textsOf(bundle)
          .filter(([, text]) => /\p{Script=Han} ?[(:]|\)\p{Script=Han}|\}\} \(/u.test(text))
          .map(([key, text]) => `${path}:${key}: ${text}`),
      );
    expect(halfWidth).toEqual([]);
  });
});

describe('the screens', () => {
  it('join no words with a colon or a bracketed count written in code (they would be half-width in Chinese)', () => {
    const src = join(import.meta.dirname, '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
    // `${a}: ${b}`, `{a}:{' '}`, `${a} (${n})`, `{a} ({n})`, `{a} (` with `{n})` on the next line
    const JOIN = /\}: \$\{|:\{' '\}| \(\$\{|\} \(\{|\} \($/;
    const joins = files.flatMap((file) =>
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (JOIN.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(joins).toEqual([]);
  });
});
