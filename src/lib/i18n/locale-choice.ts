/** The portal's languages and how the first one is chosen: no store, so src/early-ask.ts can read it too. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'tp.locale';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Stored choice, else the browser's language, else Chinese (spec 9: the UI default is zh). */
export function initialLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'zh';
}

/** The language a page opens in: the stored choice, else the browser's, else Chinese. */
export function openingLocale(): Locale {
  return initialLocale(safeRead(), typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}

function safeRead(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}
