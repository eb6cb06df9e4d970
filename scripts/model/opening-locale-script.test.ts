import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALE_KEY, LOCALES } from '../../src/lib/i18n/locale-choice';
import { openingLocaleExpression } from './opening-locale-script';

/** Runs the expression with a stand-in storage and navigator, as index.html would. */
function run(stored: string | null, languages: readonly string[] | undefined, storageThrows = false): unknown {
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === LOCALE_KEY ? stored : null;
    },
  };
  return new Function('localStorage', 'navigator', `return ${openingLocaleExpression(LOCALE_KEY, LOCALES)}`)(localStorage, {
    languages,
  });
}

describe('the inline scripts open in the language the app will', () => {
  it.each([
    { stored: 'en', languages: ['zh-CN'] },
    { stored: 'zh', languages: ['en-US'] },
    { stored: null, languages: ['en-US', 'zh-CN'] },
    { stored: null, languages: ['fr-FR', 'ZH-tw'] },
    { stored: null, languages: ['fr-FR'] },
    { stored: null, languages: [] },
    { stored: 'de', languages: ['en-GB'] },
    { stored: 'toString', languages: ['constructor', 'en'] },
    { stored: '', languages: ['EN'] },
  ])('stored $stored, browser $languages', ({ stored, languages }) => {
    expect(run(stored, languages)).toBe(initialLocale(stored, languages));
  });

  it('without navigator.languages, or when storage may not be read', () => {
    expect(run(null, undefined)).toBe('zh');
    expect(run('en', ['en'], true)).toBe(initialLocale(null, ['en']));
  });
});
