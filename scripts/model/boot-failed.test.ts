import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { type BootFailedTexts, bootFailedMarkup } from './boot-failed';

const TEXTS: Record<string, BootFailedTexts> = {
  en: {
    appName: 'Teacher Portal',
    title: 'Something went wrong',
    codeNotLoaded: 'Could not be downloaded.',
    broke: 'It broke.',
    reload: 'Reload',
  },
  zh: { appName: '教师门户', title: '出错了', codeNotLoaded: '无法下载。', broke: '坏了。', reload: '重新加载' },
};
const PLAN = {
  texts: TEXTS,
  localeKey: 'tp.locale',
  event: 'boot-failed',
  mainAttribute: 'data-main',
  attemptsKey: 'tp.boot-attempts',
  probeFile: 'reachable.txt',
  probeText: 'teacher-portal',
  firstMs: 1_000,
  capMs: 30_000,
};

interface Page {
  locale?: string;
  languages?: string[];
  attempts?: number;
  /** What the root holds before (a kept paint). */
  root?: string;
  /** What each ask of the portal's server meets, in turn (the last repeats). */
  answers?: ({ ok: boolean; text: string } | 'refused')[];
}

/** index.html's markup in a page of its own; the script run with a stand-in clock, fetch, reload and Math.random (1). */
function open(page: Page = {}) {
  const markup = bootFailedMarkup(PLAN);
  const [, templates = '', script = ''] = /^([\s\S]*)<script>([\s\S]*)<\/script>$/.exec(markup) ?? [];
  const { window } = new JSDOM(`<div id="root">${page.root ?? ''}</div>${templates}`, { url: 'http://portal.test/#/dashboard' });
  const { document } = window;
  let hidden = false;
  Object.defineProperty(document, 'hidden', { get: () => hidden });
  if (page.locale) window.localStorage.setItem('tp.locale', page.locale);
  if (page.attempts !== undefined) window.sessionStorage.setItem('tp.boot-attempts', String(page.attempts));
  const timers: { ms: number; run: () => void; cleared: boolean }[] = [];
  const answers = [...(page.answers ?? [{ ok: true, text: 'teacher-portal\n' }])];
  const asked: unknown[][] = [];
  const fetch = (...args: unknown[]) => {
    asked.push(args);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer === 'refused'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({ ok: answer.ok, text: async () => answer.text });
  };
  const location = { reload: vi.fn() };
  const setTimeout = (run: () => void, ms: number) => timers.push({ ms, run, cleared: false });
  const clearTimeout = (id: number) => {
    if (timers[id - 1]) timers[id - 1]!.cleared = true;
  };
  const math = Object.assign(Object.create(Math), { random: () => 1 });
  new Function(
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'location',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'addEventListener',
    'Math',
    script,
  )(
    document,
    window.localStorage,
    window.sessionStorage,
    { languages: page.languages ?? ['zh-CN'] },
    location,
    fetch,
    setTimeout,
    clearTimeout,
    window.addEventListener.bind(window),
    math,
  );
  const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  return {
    window,
    document,
    root: document.getElementById('root')!,
    reload: location.reload,
    asked,
    /** The delays of the waits scheduled so far and not cleared. */
    waits: () => timers.filter((timer) => !timer.cleared).map((timer) => timer.ms),
    /** Runs the newest wait, then lets the ask's answer arrive. */
    async wait() {
      const timer = timers.filter((t) => !t.cleared).at(-1)!;
      timer.cleared = true;
      timer.run();
      await settle();
    },
    settle,
    hide: (next: boolean) => {
      hidden = next;
      document.dispatchEvent(new window.Event('visibilitychange'));
    },
    fail: (kind?: string) => document.dispatchEvent(new window.CustomEvent('boot-failed', { detail: kind })),
  };
}

const shown = (root: HTMLElement) => ({
  alerts: root.querySelectorAll('[role="alert"]').length,
  text: root.querySelector('[role="alert"]')?.textContent ?? null,
  lang: root.querySelector('[data-boot-failed]')?.getAttribute('lang') ?? null,
  button: root.querySelector('button')?.textContent ?? null,
});

describe('index.html’s message for a page that could not start', () => {
  it.each([
    [
      'a download failed, English stored',
      { locale: 'en' },
      'code',
      { alerts: 1, text: 'Something went wrongCould not be downloaded.Reload', lang: 'en', button: 'Reload' },
    ],
    [
      'anything else, Chinese stored',
      { locale: 'zh', languages: ['en'] },
      'broke',
      { alerts: 1, text: '出错了坏了。重新加载', lang: 'zh-CN', button: '重新加载' },
    ],
    [
      'nothing stored: the browser’s language',
      { languages: ['en-GB'] },
      'code',
      { alerts: 1, text: 'Something went wrongCould not be downloaded.Reload', lang: 'en', button: 'Reload' },
    ],
    [
      'nothing stored, no language of the portal: Chinese',
      { languages: ['fr'] },
      undefined,
      { alerts: 1, text: '出错了无法下载。重新加载', lang: 'zh-CN', button: '重新加载' },
    ],
  ])('%s', (_, page: Page, kind, expected) => {
    const { root, fail } = open(page);
    expect(shown(root)).toEqual({ alerts: 0, text: null, lang: null, button: null });
    fail(kind);
    expect(shown(root)).toEqual(expected);
  });

  it('shows when the main file’s tag fails to load, not when another script does; once', () => {
    const { document, window, root } = open({ locale: 'en' });
    const script = (main: boolean) => {
      const element = document.createElement('script');
      if (main) element.setAttribute('data-main', '');
      document.head.append(element);
      element.dispatchEvent(new window.Event('error')); // a load error does not bubble
    };
    script(false);
    expect(shown(root).alerts).toBe(0);
    script(true);
    script(true);
    expect(shown(root).alerts).toBe(1);
  });

  it('takes the root’s place: a kept paint goes (its controls would look live and do nothing, its “updating…” never would)', () => {
    const { root, fail } = open({ locale: 'en', root: '<div data-kept-painted inert>Classes as of 21:43 — updating…</div>' });
    fail('code');
    expect([...root.children].map((child) => child.hasAttribute('data-boot-failed'))).toEqual([true]);
    expect(root.textContent).not.toContain('Classes as of');
  });

  it('Reload asks the portal’s server first: reloads once it answers, never into the browser’s offline page', async () => {
    const offline = open({ answers: ['refused'] });
    offline.fail('code');
    offline.root.querySelector('button')!.click();
    await offline.settle();
    expect(offline.asked).toHaveLength(1);
    expect(offline.reload).not.toHaveBeenCalled();
    const online = open();
    online.fail('code');
    online.root.querySelector('button')!.click();
    await online.settle();
    expect(online.reload).toHaveBeenCalledTimes(1);
  });

  it('asks the portal’s own server on a backoff (full jitter, doubling, capped at 30 s), and reloads once it answers', async () => {
    const { fail, waits, wait, asked, reload, window } = open({
      answers: [
        'refused',
        { ok: false, text: '' },
        { ok: true, text: '<html>captive portal</html>' },
        'refused',
        'refused',
        'refused',
        { ok: true, text: 'teacher-portal' },
      ],
    });
    fail('code');
    const delays: number[] = [];
    for (let ask = 0; ask < 7; ask += 1) {
      delays.push(...waits());
      await wait();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(asked).toHaveLength(7);
    expect(asked[0]).toEqual(['reachable.txt', { cache: 'no-store' }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('tp.boot-attempts')).toBe('8');
  });

  it('goes on from the reloads before it (a reload that failed again waits longer)', () => {
    const { fail, waits } = open({ attempts: 3 });
    fail('code');
    expect(waits()).toEqual([8_000]);
  });

  it('a hidden tab asks nothing; shown again, or the device back online, it asks at once', async () => {
    const { fail, wait, hide, asked, window, settle, reload } = open({ answers: ['refused'] });
    fail('code');
    hide(true);
    await wait();
    expect(asked).toHaveLength(0);
    hide(false);
    await settle();
    expect(asked).toHaveLength(1);
    window.dispatchEvent(new window.Event('online'));
    await settle();
    expect(asked).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks nothing before the page failed', () => {
    const { window, asked, waits } = open();
    window.dispatchEvent(new window.Event('online'));
    expect(asked).toHaveLength(0);
    expect(waits()).toEqual([]);
  });

  it('writes the catalogues’ texts as text', () => {
    const markup = bootFailedMarkup({ ...PLAN, texts: { en: { ...TEXTS.en!, title: '<b>"Broken" & gone</b>' } } });
    expect(markup).toContain('&lt;b&gt;&quot;Broken&quot; &amp; gone&lt;/b&gt;');
    expect(markup).not.toContain('<b>');
  });
});
