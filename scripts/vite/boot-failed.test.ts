import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import zh from '../../locales/zh/errors.json';
import { bootFailedPage, bootFailedTexts } from './boot-failed';

const transform = (html: string, filename = '/work/portal/index.html'): string => {
  const hook = bootFailedPage().transformIndexHtml as { handler: (html: string, ctx: { filename: string }) => string };
  return hook.handler(html, { filename });
};

describe('index.html’s message for a page that could not start', () => {
  it('speaks the catalogues’ words, in every language', () => {
    const texts = bootFailedTexts();
    expect(Object.keys(texts)).toEqual(['en', 'zh']);
    expect(texts.en).toMatchObject({
      title: en.pageBrokeTitle,
      codeNotLoaded: en.pageCodeNotLoaded,
      broke: en.pageBrokeText,
      reload: en.reload,
    });
    expect(texts.zh).toMatchObject({
      title: zh.pageBrokeTitle,
      codeNotLoaded: zh.pageCodeNotLoaded,
      broke: zh.pageBrokeText,
      reload: zh.reload,
    });
  });

  it('goes in index.html after the root and before the main file, which is marked for it', () => {
    const html = transform(readFileSync('index.html', 'utf8'));
    const at = (text: string) => html.indexOf(text);
    expect(at('<div id="root"></div>')).toBeGreaterThan(0);
    expect(at('<template id="boot-failed-en">')).toBeGreaterThan(at('<div id="root"></div>'));
    expect(at('<script type="module" src="/src/main.tsx" data-app-main>')).toBeGreaterThan(at('<template id="boot-failed-zh">'));
    expect(html).not.toContain('<!-- boot-failed -->');
  });

  it('refuses the portal’s page without its place, and leaves the demo classroom’s page as it is', () => {
    expect(() => transform('<div id="root"></div>')).toThrow(/needs <!-- boot-failed -->/);
    expect(transform('<main id="room"></main>', '/work/portal/demo-classroom.html')).toBe('<main id="room"></main>');
  });
});
