import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, useLocaleStore } from './locale-store';
import { latinJoins } from './latin-joins';
import { needsAllNamespaces, SIGNED_OUT_NAMESPACES } from './namespaces';

type Namespace = Record<string, unknown>;
// Loaded on demand: a language is fetched only when used (two files each, see namespaces.ts).
const catalogues = import.meta.glob<Namespace>('/locales/*/*.json', { import: 'default' });

export const NAMESPACES = [...new Set(Object.keys(catalogues).map((path) => path.split('/').pop()!.replace('.json', '')))];

/** The signed-out pages' catalogues, or all of them (see namespaces.ts). */
type Scope = 'signed-out' | 'all';
/** What the UI needs now; a language switch loads the same for the new language. */
let wantedScope: Scope = 'all';
/** What initI18n loads before main.tsx draws the first screen; null once it has drawn it. */
let bootScope: Scope | null = null;
const loads = new Map<string, Promise<void>>();

const namespaceOf = (path: string) => path.split('/').pop()!.replace('.json', '');

/** Loads (once) a language's catalogues of a scope into i18next. */
function ensureLanguage(locale: Locale, scope: Scope): Promise<void> {
  const key = `${locale}:${scope}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(
      Object.entries(catalogues)
        .filter(([path]) => path.startsWith(`/locales/${locale}/`))
        .filter(([path]) => scope === 'all' || SIGNED_OUT_NAMESPACES.includes(namespaceOf(path)))
        .map(async ([path, read]) => i18n.addResourceBundle(locale, namespaceOf(path), await read(), true, true)),
    ).then(() => undefined);
    load.catch(() => loads.delete(key)); // a failed download may be tried again
    loads.set(key, load);
  }
  return load;
}

/** Before a signed-in page: the catalogues the signed-out pages did not need. */
export function ensureAllNamespaces(): Promise<void> {
  if (!i18n.isInitialized) return Promise.resolve();
  wantedScope = 'all';
  return ensureLanguage(useLocaleStore.getState().locale, 'all');
}

/** main.tsx, as it draws the first screen: from now on a page waits for its catalogues in its route. */
export function firstScreenDrawn(): void {
  bootScope = null;
}

/**
 * For the root route, before a page: the catalogues it needs. When the boot already waits for all of
 * them before it draws anything, the page need not: its own requests (a cold dashboard's classes)
 * start beside the download instead of after it.
 */
export function cataloguesFor(path: string): Promise<void> | undefined {
  if (!needsAllNamespaces(path) || bootScope === 'all') return undefined;
  return ensureAllNamespaces();
}

/** `scope` 'signed-out' loads only what the signed-out pages need (the rest: ensureAllNamespaces). */
export async function initI18n(locale: Locale, scope: Scope = 'all'): Promise<typeof i18n> {
  wantedScope = scope;
  bootScope = scope;
  await i18n
    .use(initReactI18next)
    .use(latinJoins)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: {},
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Chinese meets a Latin name with a thin space ("已给 Eric Chen 布置作业", issue 48.8).
      postProcess: [latinJoins.name],
      react: { useSuspense: false },
    });
  await ensureLanguage(locale, scope);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  // Follow the store: a language switch loads its catalogues first, then flips the UI.
  useLocaleStore.subscribe(async ({ locale: next }) => {
    await ensureLanguage(next, wantedScope);
    await i18n.changeLanguage(next);
    document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  });
  return i18n;
}

export { i18n };
