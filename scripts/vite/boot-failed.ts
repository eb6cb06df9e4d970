import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { APP_MAIN_ATTRIBUTE, BOOT_ATTEMPTS_KEY, BOOT_FAILED } from '../../src/lib/boot-failed.ts';
import { LOCALE_KEY, LOCALES } from '../../src/lib/i18n/locale-choice.ts';
import { BACKOFF_CAP_MS, BACKOFF_FIRST_MS } from '../../src/lib/network/recovery-policy.ts';
import { PROBE_FILE, PROBE_TEXT } from '../../src/lib/network/probe-file.ts';
import { type BootFailedTexts, bootFailedMarkup } from '../model/boot-failed.ts';

const PLACEHOLDER = '<!-- boot-failed -->';

const catalogue = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/${namespace}.json`, import.meta.url), 'utf8'));

/** Each language's texts, read from its catalogues as the page is written: they cannot drift from the app's. */
export function bootFailedTexts(): Record<string, BootFailedTexts> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const common = catalogue(locale, 'common');
      const errors = catalogue(locale, 'errors');
      const texts = {
        appName: common.appName,
        title: errors.pageBrokeTitle,
        codeNotLoaded: errors.pageCodeNotLoaded,
        broke: errors.pageBrokeText,
        reload: errors.reload,
      };
      for (const [name, text] of Object.entries(texts))
        if (typeof text !== 'string' || !text) throw new Error(`boot-failed: no ${name} text in locales/${locale}`);
      return [locale, texts as BootFailedTexts];
    }),
  );
}

/** index.html's message for a page that could not start (scripts/model/boot-failed.ts), in its placeholder. */
export function bootFailedPage(): Plugin {
  return {
    name: 'boot-failed-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // The portal's page only: the demo classroom's page (scripts/vite/demo-classroom.ts) is another app's.
        if (!/(^|\/)index\.html$/.test(ctx.filename)) return html;
        if (!html.includes(PLACEHOLDER)) throw new Error(`boot-failed: index.html needs ${PLACEHOLDER} after the root`);
        return html.replace(
          PLACEHOLDER,
          bootFailedMarkup({
            texts: bootFailedTexts(),
            localeKey: LOCALE_KEY,
            event: BOOT_FAILED,
            mainAttribute: APP_MAIN_ATTRIBUTE,
            attemptsKey: BOOT_ATTEMPTS_KEY,
            probeFile: PROBE_FILE,
            probeText: PROBE_TEXT,
            firstMs: BACKOFF_FIRST_MS,
            capMs: BACKOFF_CAP_MS,
          }),
        );
      },
    },
  };
}
