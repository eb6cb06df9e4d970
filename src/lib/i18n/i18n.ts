import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, useLocaleStore } from './locale-store';

type Namespace = Record<string, unknown>;
// One lazily loaded chunk per namespace and language: a language is fetched only when used.
const catalogues = import.meta.glob<Namespace>('/locales/*/*.json', { import: 'default' });

export const NAMESPACES = [...new Set(Object.keys(catalogues).map((path) => path.split('/').pop()!.replace('.json', '')))];

async function loadLanguage(locale: Locale): Promise<Record<string, Namespace>> {
  const entries = await Promise.all(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(`/locales/${locale}/`))
      .map(async ([path, load]) => [path.split('/').pop()!.replace('.json', ''), await load()] as const),
  );
  return Object.fromEntries(entries);
}

export async function initI18n(locale: Locale): Promise<typeof i18n> {
  const resources: Resource = { [locale]: await loadLanguage(locale) };
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  // Follow the store: a language switch loads its catalogues first, then flips the UI.
  useLocaleStore.subscribe(async ({ locale: next }) => {
    if (!i18n.hasResourceBundle(next, 'common')) {
      for (const [ns, bundle] of Object.entries(await loadLanguage(next))) i18n.addResourceBundle(next, ns, bundle);
    }
    await i18n.changeLanguage(next);
    document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  });
  return i18n;
}

export { i18n };
