import { i18n } from './i18n';

/**
 * Words that come with a screen's code (locales/<lng>/on-use/), not with the first page's catalogues:
 * registered when their module loads, or, loaded before i18next is set up (a unit test importing the
 * component first), as soon as it is: i18next has no store to add to before its init.
 */
export function addOnUseWords(namespace: string, words: { en: object; zh: object }): void {
  const add = () => {
    i18n.addResourceBundle('en', namespace, words.en, true, true);
    i18n.addResourceBundle('zh', namespace, words.zh, true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
