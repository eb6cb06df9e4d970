import { describe, expect, it } from 'vitest';

/**
 * The English UI spells "canceled" (American English, as the spec's own "Successfully canceled"
 * and the host's `canceled` state; see docs/decisions/screens.md "American spelling; spec messages verbatim"). The one exception is
 * a spec message quoted verbatim.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('/locales/en/*.json', { eager: true, import: 'default' });

const SPEC_VERBATIM = new Set(['This class cannot be cancelled!']);
/** The British forms; "cancellation" is spelled with two l's on both sides of the Atlantic. */
const BRITISH = /\bcancell(ed|ing)\b/i;

function textsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${at}.${key}`));
}

const texts = Object.entries(catalogues).flatMap(([path, bundle]) => textsOf(bundle, path.split('/').pop()!.replace('.json', '')));

describe('English spelling', () => {
  it('says "canceled", never "cancelled", outside the spec messages quoted verbatim', () => {
    const british = texts.filter(([, text]) => BRITISH.test(text) && !SPEC_VERBATIM.has(text)).map(([key, text]) => `${key}: ${text}`);
    expect(british).toEqual([]);
  });

  it('keeps both spec messages verbatim, each with its own spelling', () => {
    const errors = catalogues['/locales/en/errors.json'] as Record<string, string>;
    expect(errors).toMatchObject({ cancelSuccess: 'Successfully canceled', cannotCancel: 'This class cannot be cancelled!' });
  });

  it('never follows the spec\'s "cancelled" with "canceled" in one sentence: the rule beside it needs neither', () => {
    const dashboard = catalogues['/locales/en/dashboard.json'] as { actions: Record<string, string> };
    for (const why of [dashboard.actions.cancelWithin24h, dashboard.actions.cancelStarted]) expect(why).not.toMatch(/\bcancel(l)?ed\b/i);
  });

  it('catches the other spelling (the check itself)', () => {
    expect(BRITISH.test('will be cancelled for its student.')).toBe(true);
    expect(BRITISH.test('Cancelling…')).toBe(true);
    expect(BRITISH.test('will be canceled for its student.')).toBe(false);
    expect(BRITISH.test('No cancellation fee')).toBe(false);
  });
});

/**
 * Chinese punctuates with full-width marks (“课程：”, “您的时间（中国）：”): a half-width colon, semicolon,
 * comma, or ! ? after a Chinese word or a placeholder mixes the two (issue 39, point 10). What code puts
 * between words (a label and its value) lives in the catalogues for that reason; the journeys' sweep over
 * every screen (e2e/screen-words.spec.ts) checks what is shown.
 */
const zhCatalogues = import.meta.glob<Record<string, unknown>>(['/locales/zh/*.json', '/locales/zh/on-use/*.json'], {
  eager: true,
  import: 'default',
});
const HALF_WIDTH_AFTER_CHINESE = /([\u4e00-\u9fff\u3001\uff09]|\}\})[:;,!?]/;

describe('Chinese punctuation', () => {
  it('is full-width after Chinese words and placeholders', () => {
    const zhTexts = Object.entries(zhCatalogues).flatMap(([path, bundle]) => textsOf(bundle, path.split('/').pop()!.replace('.json', '')));
    const mixed = zhTexts.filter(([, text]) => HALF_WIDTH_AFTER_CHINESE.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(mixed).toEqual([]);
  });

  it('catches a half-width mark (the check itself)', () => {
    expect(HALF_WIDTH_AFTER_CHINESE.test('课程: {{name}}')).toBe(true);
    expect(HALF_WIDTH_AFTER_CHINESE.test('{{skill}}: ')).toBe(true);
    expect(HALF_WIDTH_AFTER_CHINESE.test('课程：{{name}}')).toBe(false);
    expect(HALF_WIDTH_AFTER_CHINESE.test('以 http(s) 开头的 .mp4 链接')).toBe(false);
  });
});
