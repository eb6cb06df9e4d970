import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../../src/app/first-reads.ts';
import { initialLocale, LOCALE_KEY } from '../../src/lib/i18n/locale-choice.ts';
import { SESSION_KEY } from '../../src/lib/session/session-key.ts';
import { type ChunkInfo, catalogueFiles, firstPageFiles, inlineScripts, preloadScript, scriptHash } from './first-page-preload.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false): ChunkInfo => ({
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/\.js$/, ''),
  moduleIds,
  imports,
  css,
  isEntry,
});

const BUNDLE = [
  chunk('assets/index.js', ['/src/main.tsx'], ['assets/runtime.js'], ['assets/index.css'], true),
  chunk('assets/runtime.js', ['rolldown:runtime']),
  chunk(
    'assets/signed-out.js',
    ['/src/routes/login.lazy.tsx'],
    ['assets/first-page-shared.js', 'assets/ui.js', 'assets/runtime.js'],
    ['assets/signed-out.css'],
  ),
  chunk('assets/first-page-shared.js', ['/x/shared.ts'], ['assets/runtime.js'], ['assets/first-page-shared.css']),
  chunk('assets/ui.js', ['/x/Button.mjs'], ['assets/first-page-shared.js'], ['assets/ui.css']),
  chunk(
    'assets/signed-in.js',
    ['/src/routes/shell.lazy.tsx', '/src/routes/dashboard.lazy.tsx'],
    ['assets/ui.js', 'assets/first-page-shared.js'],
    ['assets/signed-in.css'],
  ),
  chunk('assets/booking.js', ['/src/routes/booking.lazy.tsx'], ['assets/ui.js']),
];

describe('firstPageFiles', () => {
  it("a page's chunk, its static imports and their stylesheets, without what the entry loads", () => {
    expect(firstPageFiles(BUNDLE, ['/src/routes/login.lazy.tsx'])).toEqual([
      'assets/signed-out.js',
      'assets/signed-out.css',
      'assets/first-page-shared.js',
      'assets/first-page-shared.css',
      'assets/ui.js',
      'assets/ui.css',
    ]);
  });

  it('two route modules in one chunk give it once; shared imports once', () => {
    const files = firstPageFiles(BUNDLE, ['/src/routes/shell.lazy.tsx', '/src/routes/dashboard.lazy.tsx']);
    expect(files).toEqual([
      'assets/signed-in.js',
      'assets/signed-in.css',
      'assets/ui.js',
      'assets/ui.css',
      'assets/first-page-shared.js',
      'assets/first-page-shared.css',
    ]);
    expect(files).not.toContain('assets/booking.js');
  });

  it('a route module no chunk holds is an error, not a silent empty list', () => {
    expect(() => firstPageFiles(BUNDLE, ['/src/routes/renamed.lazy.tsx'])).toThrow(/no chunk holds/);
  });
});

interface Visitor {
  local?: boolean;
  session?: boolean;
  /** The page's markup is still being parsed when the script runs. */
  parsing?: boolean;
  /** A copy of the class list is kept (tp.offline:<id>). */
  copy?: boolean;
  throws?: boolean;
  locale?: string;
  languages?: string[];
}

const CATALOGUES = {
  en: { signedOut: 'assets/en-out.js', signedIn: 'assets/en.js' },
  zh: { signedOut: 'assets/zh-out.js', signedIn: 'assets/zh.js' },
};

type Added =
  | { rel: string; href: string; crossOrigin?: string; as?: string }
  | { type: string; src: string; crossOrigin?: string; onerror?: () => void };

/** Runs the inline script in a fake page; returns what it added, and the page's events and timers to fire. */
function start(hash: string, visitor: Visitor = {}) {
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { run: () => void; ms: number }[] = [];
  const storage = (hasSession?: boolean, keys: string[] = []) => ({
    getItem: (key: string) => {
      if (visitor.throws) throw new Error('SecurityError');
      if (key === SESSION_KEY) return hasSession ? 'sealed' : null;
      return key === LOCALE_KEY ? (visitor.locale ?? null) : null;
    },
    get length() {
      if (visitor.throws) throw new Error('SecurityError');
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
  });
  const document = {
    // setAttribute kept out of the element's own fields, which the tables compare.
    createElement: () =>
      Object.defineProperty({}, 'setAttribute', {
        value(this: Record<string, string>, name: string, value: string) {
          this[name] = value;
        },
      }) as { rel: string; href: string },
    head: { appendChild: (element: Added) => added.push(element) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    readyState: visitor.parsing ? 'loading' : 'interactive',
  };
  const script = preloadScript({
    signedOut: ['assets/out.js', 'assets/out.css'],
    signedIn: ['assets/in.js', 'assets/in.css'],
    catalogues: CATALOGUES,
    sessionKey: SESSION_KEY,
    localeKey: LOCALE_KEY,
    base: './',
    earlyAsk: 'assets/early.js',
    keptPaint: ['assets/kept-paint.js'],
    offlinePrefix: 'tp.offline:',
    main: 'assets/index.js',
    mainAttribute: 'data-main',
    paintedEvent: 'painted',
    paintWaitMs: 900,
  });
  const navigator = { languages: visitor.languages ?? ['en-US'] };
  new Script(script).runInContext(
    createContext({
      location: { hash },
      localStorage: storage(visitor.local, [LOCALE_KEY, ...(visitor.copy ? ['tp.offline:id-A'] : [])]),
      sessionStorage: storage(visitor.session),
      document,
      navigator,
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    }),
  );
  return { added, listeners, timers };
}

/** Marked for index.html's message for a page that could not start (boot-failed.ts). */
const MAIN = { type: 'module', crossOrigin: '', src: './assets/index.js', 'data-main': '' };
const isMain = (element: Added) => 'src' in element && element.src === MAIN.src;
/** The files the inline script asked for at once, the main file's start left out (see 'the main file'). */
const run = (hash: string, visitor: Visitor = {}) => start(hash, visitor).added.filter((element) => !isMain(element));

const js = (href: string) => ({ rel: 'modulepreload', crossOrigin: '', href });
const css = (href: string) => ({ rel: 'preload', as: 'style', crossOrigin: '', href });

describe('preloadScript', () => {
  const OUT = [js('./assets/out.js'), css('./assets/out.css'), js('./assets/en-out.js')];
  const EARLY = { type: 'module', src: './assets/early.js' };
  const IN = [EARLY, js('./assets/in.js'), css('./assets/in.css'), js('./assets/en-out.js'), js('./assets/en.js')];
  it.each([
    ['signed out, /login', '#/login', {}, OUT],
    ['signed out, no hash (ends on the sign-in page)', '', {}, OUT],
    ['signed out, /dashboard (redirected to sign in)', '#/dashboard?tab=later', {}, OUT],
    ['signed out, registration', '#/register', {}, []],
    ['signed out, password help', '#/forgot-password', {}, []],
    ['stay signed in, /dashboard', '#/dashboard?tab=nextWeek', { local: true }, IN],
    ['this browser session, /', '#/', { session: true }, IN],
    [
      'stay signed in, /dashboard, a copy kept: the paint’s files and the stylesheets; the rest as the app starts',
      '#/dashboard',
      { local: true, copy: true },
      [{ ...EARLY, onerror: expect.any(Function) }, js('./assets/kept-paint.js'), css('./assets/in.css')],
    ],
    ['a copy kept, but signed out: no paint', '#/login', { copy: true }, OUT],
    ['signed in, another screen (its own files)', '#/chat', { local: true }, []],
    ['signed in, another screen, a copy kept: nothing', '#/chat', { local: true, copy: true }, []],
    ['storage refused (private mode): as signed out', '#/login', { throws: true }, OUT],
  ])('%s', (_, hash, stored, links) => {
    expect(run(hash, stored)).toEqual(links);
  });

  it.each([
    [{}, ['en-US']],
    [{ locale: 'zh' }, ['en-US']],
    [{ locale: 'en' }, ['zh-CN']],
    [{ locale: 'fr' }, ['fr-FR', 'zh-TW']],
    [{}, ['fr-FR', 'de']],
    [{}, []],
    [{ throws: true }, ['en-GB']],
  ])('the language as the app picks it: stored %j, browser %j', (visitor: Visitor, languages: string[]) => {
    const links = run('#/login', { ...visitor, languages });
    const expected = visitor.throws ? initialLocale(null, languages) : initialLocale(visitor.locale ?? null, languages);
    expect(links.at(-1)).toEqual(js(`./assets/${expected}-out.js`));
  });

  it.each(['/', '/dashboard', '/chat', '/login', '/students'])(
    'signed in on %s: the early reads start exactly where the app has first reads (first-reads.ts)',
    (path) => {
      const started = run(`#${path}`, { local: true }).some((added) => 'src' in added);
      expect(started).toBe(EARLY_PAGES.includes(path));
      expect(run(`#${path}`).some((added) => 'src' in added)).toBe(false);
    },
  );
});

describe('the main file', () => {
  it.each([
    ['signed out', '#/login', {}],
    ['signed in, no copy kept', '#/dashboard', { local: true }],
    ['a copy kept, another screen', '#/chat', { local: true, copy: true }],
    ['a copy kept, signed out', '#/login', { copy: true }],
  ])('%s: starts at once, last, once', (_, hash, visitor) => {
    const { added, timers } = start(hash, visitor);
    expect(added.filter(isMain)).toEqual([MAIN]);
    expect(added.at(-1)).toEqual(MAIN);
    expect(timers).toEqual([]);
  });

  it('starts after the markup when it is still being parsed', () => {
    const { added, listeners } = start('#/dashboard', { local: true, parsing: true });
    expect(added.filter(isMain)).toEqual([]);
    listeners.get('DOMContentLoaded')!();
    expect(added.filter(isMain)).toEqual([MAIN]);
  });

  const returning = () => start('#/dashboard', { local: true, copy: true });
  it('a returning dashboard visit with a copy kept: waits for the paint, then starts once, after its page’s code', () => {
    const { added, listeners, timers } = returning();
    expect(added.filter(isMain)).toEqual([]);
    const before = added.length;
    listeners.get('painted')!();
    expect(added.slice(before)).toEqual([js('./assets/in.js'), js('./assets/en-out.js'), js('./assets/en.js'), MAIN]);
    timers[0]!.run();
    listeners.get('painted')!();
    expect(added.filter(isMain)).toEqual([MAIN]);
  });

  it('…or starts when the early entry cannot load', () => {
    const { added } = returning();
    (added.find((element) => 'src' in element && element.src === './assets/early.js') as { onerror: () => void }).onerror();
    expect(added.filter(isMain)).toEqual([MAIN]);
  });

  it('…or starts after the wait, whatever the paint does', () => {
    const { added, timers } = returning();
    expect(timers.map((timer) => timer.ms)).toEqual([900]);
    timers[0]!.run();
    expect(added.filter(isMain)).toEqual([MAIN]);
  });
});

describe('catalogueFiles', () => {
  it("each language's two catalogue files, by their groups' names; a missing one is an error", () => {
    const chunks = ['locale-en-signed-out', 'locale-en', 'locale-zh-signed-out', 'locale-zh'].map((name) =>
      chunk(`assets/${name}-x1.js`, []),
    );
    for (const c of chunks) c.name = c.fileName.replace(/^assets\/(.*)-x1\.js$/, '$1');
    expect(catalogueFiles(chunks, ['en', 'zh'])).toEqual({
      en: { signedOut: 'assets/locale-en-signed-out-x1.js', signedIn: 'assets/locale-en-x1.js' },
      zh: { signedOut: 'assets/locale-zh-signed-out-x1.js', signedIn: 'assets/locale-zh-x1.js' },
    });
    expect(() => catalogueFiles(chunks, ['fr'])).toThrow(/no chunk named locale-fr-signed-out/);
  });
});

describe('CSP hashes of inline scripts', () => {
  it('finds inline scripts only, and hashes them as browsers do', () => {
    const html =
      '<script nomodule src="./legacy.js"></script><script>var a=1</script><script type="module" crossorigin src="./x.js"></script>';
    expect(inlineScripts(html)).toEqual(['var a=1']);
    // echo -n 'var a=1' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('var a=1')).toBe("'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='");
  });
});
