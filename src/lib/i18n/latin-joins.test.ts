import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinJoins, spaceLatinJoins, THIN_SPACE as S } from './latin-joins';

describe('spaceLatinJoins', () => {
  it.each([
    // Issue 48.8: a Latin name inside a Chinese sentence.
    ['已给Eric Chen布置作业', ['Eric Chen'], `已给${S}Eric Chen${S}布置作业`],
    ['评价Iris Zhao', ['Iris Zhao'], `评价${S}Iris Zhao`],
    ['Eric Chen 的练习完成度', ['Eric Chen'], 'Eric Chen 的练习完成度'], // the catalogue's own space stays
    ['General English 2的课', ['General English 2'], `General English 2${S}的课`], // a Latin value ending in a digit
    // No Latin letter in the value: joined as written ("次日00:30" is the house's way).
    ['23:30–次日00:30', ['23:30', '00:30'], '23:30–次日00:30'],
    ['已给王小明布置作业', ['王小明'], '已给王小明布置作业'],
    // Full-width punctuation keeps its own room.
    ['课程：Iris Zhao', ['Iris Zhao'], '课程：Iris Zhao'],
    // Every occurrence, and nothing when the value is not in the text.
    ['给Amy和Amy', ['Amy'], `给${S}Amy${S}和${S}Amy`],
    ['没有', ['Amy'], '没有'],
  ])('%j with %j', (text, values, expected) => {
    expect(spaceLatinJoins(text, values)).toBe(expected);
  });

  it('runs for Chinese only, over the values a call gave', () => {
    const process = (value: string, options: Record<string, unknown>, language: string) =>
      latinJoins.process(value, 'key', options, { language });
    expect(process('已给Eric Chen布置作业', { name: 'Eric Chen', ns: 'brief' }, 'zh')).toBe(`已给${S}Eric Chen${S}布置作业`);
    expect(process('Homework assigned to Eric Chen', { name: 'Eric Chen' }, 'en')).toBe('Homework assigned to Eric Chen');
  });
});

describe('the Chinese catalogues', () => {
  it('leave a space wherever their own Chinese meets a Latin word', () => {
    const dir = join(import.meta.dirname, '../../../locales/zh');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    const joined = files.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/\p{Script=Han}\p{Script=Latin}|\p{Script=Latin}\p{Script=Han}/gu)].map(
        ([join]) => `${file}: ${join}`,
      ),
    );
    expect(joined).toEqual([]);
  });
});
