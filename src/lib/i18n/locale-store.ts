import { create } from 'zustand';
import { LOCALE_KEY, type Locale, openingLocale } from './locale-choice';

export { initialLocale, LOCALE_KEY, LOCALES, type Locale } from './locale-choice';

interface LocaleState {
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>(() => ({ locale: openingLocale() }));

export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  useLocaleStore.setState({ locale });
}
