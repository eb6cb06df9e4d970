import type { PostProcessorModule } from 'i18next';

/** U+2009: the narrow gap Chinese typesetting leaves between a Chinese word and a Latin one. */
export const THIN_SPACE = '\u2009';

const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const LATIN_EDGE = /[\p{Script=Latin}\d]/u;
/** i18next's own options, never words of the sentence. */
const NOT_WORDS = new Set(['lng', 'lngs', 'ns', 'defaultValue', 'context', 'keyPrefix', 'postProcess', 'count', 'ordinal']);

/**
 * `text` with a thin space wherever the catalogue's Chinese meets a Latin value it was given
 * ("已给Eric Chen布置作业" -> "已给 Eric Chen 布置作业"). Only at the joins: a value's own text and the
 * catalogue's are left as written, and a value without a Latin letter ("00:30", "2026-12-05") joins as before.
 */
export function spaceLatinJoins(text: string, values: readonly string[]): string {
  const gapBefore = new Set<number>();
  for (const value of values) {
    if (!LATIN_LETTER.test(value)) continue;
    const opens = LATIN_EDGE.test(value[0]!);
    const closes = LATIN_EDGE.test(value[value.length - 1]!);
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      const end = at + value.length;
      if (opens && at > 0 && HAN.test(text[at - 1]!)) gapBefore.add(at);
      if (closes && end < text.length && HAN.test(text[end]!)) gapBefore.add(end);
    }
  }
  if (gapBefore.size === 0) return text;
  let spaced = '';
  for (let i = 0; i < text.length; i += 1) spaced += (gapBefore.has(i) ? THIN_SPACE : '') + text[i];
  return spaced;
}

/** The values a `t()` call interpolated: its string options. */
const valuesOf = (options: Record<string, unknown>) =>
  Object.entries(options)
    .filter(([name, value]) => !NOT_WORDS.has(name) && typeof value === 'string' && value.trim() !== '')
    .map(([, value]) => value as string);

/** Chinese only: English words meet Latin values with the catalogue's own spaces. */
export const latinJoins: PostProcessorModule = {
  type: 'postProcessor',
  name: 'latin-joins',
  process: (value: string, _key, options: Record<string, unknown>, translator: { language?: string }) => {
    const language = typeof options.lng === 'string' ? options.lng : translator.language;
    return typeof value === 'string' && language?.startsWith('zh') ? spaceLatinJoins(value, valuesOf(options)) : value;
  },
};
