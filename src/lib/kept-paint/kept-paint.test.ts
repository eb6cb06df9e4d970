import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_PREFIX } from '@/lib/query/offline-copy-key';
import type { OfflineCopy } from '@/lib/query/kept-copy';
import type { AuthSession } from '@/lib/session/session-types';
import { seal } from '@/lib/session/token-crypto';
import { testSession } from '@/test/session-fixture';
import { BOOT_FAILED_MARK } from '@/lib/boot-failed';
import { captureKeptPaint } from './capture';
import { LIVE, PAINTABLE, PAINTABLE_OFFLINE, PAINTED, PENDING, STATUS, type KeptPaint } from './kept-paint';
import { linkStylesheet, paintKeptSchedule } from './paint';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

/** A drawn dashboard: a paintable screen (or not), a card with its live countdown, Mantine's theme style. */
function drawDashboard(paintable: boolean): void {
  document.head.innerHTML =
    '<link rel="stylesheet" href="./assets/index.css"><style data-mantine-styles="true">:root{--mantine-primary-color-filled:teal}</style>' +
    '<link rel="stylesheet" crossorigin href="http://localhost:3000/assets/shell.css"><link rel="preload" as="style" href="./assets/later.css">';
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  document.documentElement.lang = 'en';
  document.body.innerHTML =
    `<div id="root"><main><div ${paintable ? `${PAINTABLE}="Classes as of 18:02 — updating…" ${PAINTABLE_OFFLINE}="Offline — showing classes as of 18:02"` : ''}>` +
    `<div role="status" aria-live="off" data-state="fresh" ${STATUS}>Classes as of 18:02</div>` +
    `<article><h3>L1U1L1 Hello</h3><span ${LIVE}>in 5 min</span><button>Enter classroom</button></article></div></main></div>`;
}

const emptyPage = () => {
  document.head.innerHTML = '<link rel="stylesheet" href="./assets/index.css">'; // index.html's own
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  document.body.innerHTML = '<div id="root"></div>';
};

async function keep(identityId: string, savedAt: number, paint: KeptPaint | undefined, key = identityId): Promise<void> {
  const copy: OfflineCopy = { identityId, savedAt, state: { mutations: [], queries: [] }, paint };
  localStorage.setItem(OFFLINE_PREFIX + key, await seal(JSON.stringify(copy)));
}

afterEach(() => localStorage.clear());

describe('captureKeptPaint', () => {
  it('keeps the root as drawn, live texts hidden in their place, with the theme, scheme, language and mark', () => {
    drawDashboard(true);
    const paint = captureKeptPaint()!;
    expect(paint.html).toContain('L1U1L1 Hello');
    expect(paint.html).toContain(`<span ${LIVE}="">in 5 min</span>`);
    expect(paint.styles).toEqual([':root{--mantine-primary-color-filled:teal}']);
    expect(paint.stylesheets, 'the linked stylesheets in order, not the ones only fetched').toEqual([
      './assets/index.css',
      'http://localhost:3000/assets/shell.css',
    ]);
    expect(paint).toMatchObject({
      scheme: 'light',
      lang: 'en',
      mark: 'Classes as of 18:02 — updating…',
      offlineMark: 'Offline — showing classes as of 18:02',
    });
    expect(document.querySelector(`[${LIVE}]`)!.getAttribute('style'), 'the page itself is untouched').toBeNull();
  });

  it.each([
    ['no screen says it may be kept (stale, pending, another tab or page)', () => drawDashboard(false)],
    [
      'a part of the screen is still being drawn (the grid filling row by row)',
      () => {
        drawDashboard(true);
        document.querySelector('article')!.setAttribute(PENDING, '');
      },
    ],
    [
      'the root still shows the paint, before the app’s first commit',
      () => {
        drawDashboard(true);
        document.querySelector('main')!.setAttribute(PAINTED, '');
      },
    ],
    [
      'the root shows index.html’s message for a page that could not start (above a paint)',
      () => {
        drawDashboard(true);
        document.getElementById('root')!.insertAdjacentHTML('afterbegin', `<div ${BOOT_FAILED_MARK}><p>Something went wrong</p></div>`);
      },
    ],
    ['nothing drawn', emptyPage],
    ['no root', () => (document.body.innerHTML = '')],
  ])('nothing when %s', (_case, draw) => {
    draw();
    expect(captureKeptPaint()).toBeNull();
  });
});

describe('paintKeptSchedule: only the signed-in identity’s own, fresh enough, into an empty root', () => {
  let paint: KeptPaint;
  beforeEach(() => {
    drawDashboard(true);
    paint = captureKeptPaint()!;
    emptyPage();
  });

  /** Stylesheets load at once (jsdom loads none), and each asked for is noted. */
  const asked: string[] = [];
  const loads =
    (failing: string[] = [], meanwhile = () => {}) =>
    async (_doc: Document, href: string) => {
      asked.push(href);
      meanwhile();
      return !failing.includes(href);
    };
  beforeEach(() => void asked.splice(0));

  it('paints it inert and busy, marked, with the theme and scheme it was drawn with, once its stylesheets are in', async () => {
    await keep('id-A', NOW - HOUR, paint);
    expect(await paintKeptSchedule(testSession(), document, NOW, loads())).toBe(true);
    expect(asked).toEqual(['./assets/index.css', 'http://localhost:3000/assets/shell.css']);
    const painted = document.querySelector<HTMLElement>(`#root > [${PAINTED}]`)!;
    expect(painted.inert).toBe(true);
    expect(painted.getAttribute('aria-busy')).toBe('true');
    expect(painted.style.display).toBe('contents');
    expect(painted.querySelector('h3')!.textContent).toBe('L1U1L1 Hello');
    const status = painted.querySelector<HTMLElement>('[role="status"]')!;
    expect(status.textContent).toBe('Classes as of 18:02 — updating…');
    expect(status.dataset.state).toBe('kept');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(painted.querySelectorAll('[role="status"]'), 'in the screen’s own line, not a line of its own').toHaveLength(1);
    expect(getComputedStyle(painted.querySelector(`[${LIVE}]`)!).visibility, 'a live text hidden in its place').toBe('hidden');
    expect(getComputedStyle(painted.querySelector('h3')!).visibility).not.toBe('hidden');
    expect(document.head.querySelectorAll(`style[${PAINTED}]`), 'the paint adds to the head only the styles it kept').toHaveLength(1);
    expect(document.head.querySelector(`style[${PAINTED}]`)!.textContent).toContain('--mantine-primary-color-filled');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('the browser says it has no network: the line says offline, as the app’s first screen will', async () => {
    await keep('id-A', NOW - HOUR, paint);
    expect(await paintKeptSchedule(testSession(), document, NOW, loads(), false)).toBe(true);
    const status = document.querySelector<HTMLElement>(`[${PAINTED}] [role="status"]`)!;
    expect(status.textContent).toBe('Offline — showing classes as of 18:02');
    expect(status.dataset.state).toBe('offline');
  });

  it('paints nothing from a copy kept before the screen drew its status line: the app’s line would push the classes down', async () => {
    await keep('id-A', NOW - HOUR, { ...paint, html: paint.html.replace(/<div role="status"[^>]*>[^<]*<\/div>/, '') });
    expect(await paintKeptSchedule(testSession(), document, NOW, loads())).toBe(false);
    expect(document.querySelector(`[${PAINTED}]`)).toBeNull();
  });

  const others: [string, AuthSession | null, () => Promise<void>][] = [
    ['nobody is signed in', null, () => keep('id-A', NOW - HOUR, paint)],
    ['the copy is another identity’s (a switch, another sign-in)', testSession({ id: 'id-B' }), () => keep('id-A', NOW - HOUR, paint)],
    ['the copy under this identity’s key says it is another’s', testSession({ id: 'id-B' }), () => keep('id-A', NOW - HOUR, paint, 'id-B')],
    ['the copy is older than a day', testSession(), () => keep('id-A', NOW - 25 * HOUR, paint)],
    ['the copy is from the future (a clock set back)', testSession(), () => keep('id-A', NOW + HOUR, paint)],
    ['the copy has no paint (the dashboard was not on screen)', testSession(), () => keep('id-A', NOW - HOUR, undefined)],
    ['the copy cannot be read', testSession(), async () => localStorage.setItem(`${OFFLINE_PREFIX}id-A`, 'not sealed')],
    ['no copy is kept', testSession(), async () => undefined],
  ];
  it.each(others)('paints nothing when %s', async (_case, session, store) => {
    await store();
    expect(await paintKeptSchedule(session, document, NOW)).toBe(false);
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
    expect(document.head.querySelector(`[${PAINTED}]`)).toBeNull();
  });

  it.each([
    ['one of its stylesheets cannot load (offline, a deployment that removed it)', () => loads(['http://localhost:3000/assets/shell.css'])],
    ['the app draws while its stylesheets load', () => loads([], () => (document.getElementById('root')!.innerHTML = '<p>the app</p>'))],
  ])('paints nothing when %s: drawn without them, everything would move as they came', async (_case, loader) => {
    await keep('id-A', NOW - HOUR, paint);
    expect(await paintKeptSchedule(testSession(), document, NOW, loader())).toBe(false);
    expect(document.querySelector(`[${PAINTED}]`)).toBeNull();
  });

  it('paints nothing from a copy kept before the paint named its stylesheets', async () => {
    const { stylesheets: _left, ...older } = paint;
    await keep('id-A', NOW - HOUR, older as KeptPaint);
    expect(await paintKeptSchedule(testSession(), document, NOW, loads())).toBe(false);
    expect(asked).toEqual([]);
  });

  it('paints nothing over what the app drew first', async () => {
    await keep('id-A', NOW - HOUR, paint);
    document.getElementById('root')!.innerHTML = '<p>the app</p>';
    expect(await paintKeptSchedule(testSession(), document, NOW)).toBe(false);
    expect(document.getElementById('root')!.innerHTML).toBe('<p>the app</p>');
  });

  it('cleans the markup: a script or a handler planted in the copy never runs', async () => {
    await keep('id-A', NOW - HOUR, {
      ...paint,
      html: `${paint.html}<img src=x onerror="window.planted=1"><script>window.planted=2</script>`,
    });
    expect(await paintKeptSchedule(testSession(), document, NOW, loads())).toBe(true);
    const root = document.getElementById('root')!;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });
});

describe('linkStylesheet', () => {
  beforeEach(emptyPage);
  const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);

  it.each([
    ['another origin', 'https://evil.example/assets/x.css'],
    ['not a stylesheet', './assets/x.js'],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses %s, linking nothing', async (_case, href) => {
    expect(await linkStylesheet(document, href)).toBe(false);
    expect(linked()).toEqual(['http://localhost:3000/assets/index.css']);
  });

  it('a stylesheet the page has already is there, not linked twice', async () => {
    expect(await linkStylesheet(document, 'http://localhost:3000/assets/index.css')).toBe(true);
    expect(linked()).toHaveLength(1);
  });

  it('links one it lacks after the others, as Vite does, and says whether it loaded; one that fails is taken out', async () => {
    const loaded = linkStylesheet(document, './assets/shell.css');
    const link = document.querySelector<HTMLLinkElement>('link[href$="shell.css"]')!;
    expect(linked()).toEqual(['http://localhost:3000/assets/index.css', 'http://localhost:3000/assets/shell.css']);
    expect(link.crossOrigin).toBe('');
    link.dispatchEvent(new Event('load'));
    expect(await loaded).toBe(true);

    const failed = linkStylesheet(document, './assets/gone.css');
    document.querySelector('link[href$="gone.css"]')!.dispatchEvent(new Event('error'));
    expect(await failed).toBe(false);
    expect(linked()).toHaveLength(2);
  });
});
