/**
 * The language a page opens in, for the page's inline scripts (ES5, before any of the app's code):
 * src/lib/i18n/locale-choice.ts `initialLocale` written out, so index.html picks the same language
 * the app will. Pure: the store's key and the languages in, an expression out.
 */
export function openingLocaleExpression(localeKey: string, locales: readonly string[]): string {
  const known = JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, 1])));
  const fallback = JSON.stringify(locales.includes('zh') ? 'zh' : locales[0]);
  return (
    `(function(){var u=${known},v=null;try{v=localStorage.getItem(${JSON.stringify(localeKey)})}catch(e){}if(v!==null&&u.hasOwnProperty(v))return v;` +
    'var n=navigator.languages||[];for(var j=0;j<n.length;j++){var b=String(n[j]).toLowerCase().split("-")[0];if(u.hasOwnProperty(b))return b}' +
    `return ${fallback}})()`
  );
}
