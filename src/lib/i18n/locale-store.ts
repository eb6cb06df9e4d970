import { create } from 'zustand';

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

interface LocaleState {
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>(() => ({
  locale: initialLocale(safeRead(), typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])),
}));

export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  useLocaleStore.setState({ locale });
}

function safeRead(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}
