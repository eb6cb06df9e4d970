import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_PREFIX } from '@/lib/query/offline-copy-key';
import type { OfflineCopy } from '@/lib/query/kept-copy';
import type { AuthSession } from '@/lib/session/session-types';
import { seal } from '@/lib/session/token-crypto';
import { testSession } from '@/test/session-fixture';
import { BOOT_FAILED_MARK } from '@/lib/boot-failed';
import { captureKeptPaint } from './capture';
import { LIVE, PAINTABLE, PAINTED, PENDING, type KeptPaint } from './kept-paint';
import { paintKeptSchedule } from './paint';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

/** A drawn dashboard: a paintable screen (or not), a card with its live countdown, Mantine's theme style. */
function drawDashboard(paintable: boolean): void {
  document.head.innerHTML = '<style data-mantine-styles="true">:root{--mantine-primary-color-filled:teal}</style>';
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  document.documentElement.lang = 'en';
  document.body.innerHTML =
    `<div id="root"><main><div ${paintable ? `${PAINTABLE}="Classes as of 18:02 — updating…"` : ''}>` +
    `<article><h3>L1U1L1 Hello</h3><span ${LIVE}>in 5 min</span><button>Enter classroom</button></article></div></main></div>`;
}

const emptyPage = () => {
  document.head.innerHTML = '';
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
    expect(paint).toMatchObject({ scheme: 'light', lang: 'en', mark: 'Classes as of 18:02 — updating…' });
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

  it('paints it inert and busy, marked, with the theme and scheme it was drawn with', async () => {
    await keep('id-A', NOW - HOUR, paint);
    expect(await paintKeptSchedule(testSession(), document, NOW)).toBe(true);
    const painted = document.querySelector<HTMLElement>(`#root > [${PAINTED}]`)!;
    expect(painted.inert).toBe(true);
    expect(painted.getAttribute('aria-busy')).toBe('true');
    expect(painted.style.display).toBe('contents');
    expect(painted.querySelector('h3')!.textContent).toBe('L1U1L1 Hello');
    expect(painted.querySelector('[role="status"]')!.textContent).toBe('Classes as of 18:02 — updating…');
    expect(getComputedStyle(painted.querySelector(`[${LIVE}]`)!).visibility, 'a live text hidden in its place').toBe('hidden');
    expect(getComputedStyle(painted.querySelector('h3')!).visibility).not.toBe('hidden');
    expect(document.head.querySelectorAll(`style[${PAINTED}]`), 'the paint adds to the head only the styles it kept').toHaveLength(1);
    expect(document.head.querySelector(`style[${PAINTED}]`)!.textContent).toContain('--mantine-primary-color-filled');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
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
    expect(await paintKeptSchedule(testSession(), document, NOW)).toBe(true);
    const root = document.getElementById('root')!;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });
});
