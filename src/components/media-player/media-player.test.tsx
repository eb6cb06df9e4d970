import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerBridge } from '@/lib/media/player-bridge';
import { connectivity } from '@/lib/network/connectivity';
import { networkBack } from '@/test/recovery';
import { act, render, screen, userEvent } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import MediaPlayer from './media-player';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));

interface FakePlayer {
  element: Element;
  options: Record<string, unknown>;
  disposed: boolean;
  time: number;
  rate: number;
  paused: boolean;
  handlers: Record<string, (() => void)[]>;
  whenReady: (() => void)[];
  bigPlayButton: HTMLButtonElement;
  /** What videojs() returned: the player the component holds. */
  api: { error: (error: unknown) => void };
}

/** The answer to play(): allowed, refused by the browser's autoplay rules, or held back by video.js (never made). */
let playAnswer: 'allowed' | 'refused' | 'held-once' | 'held-twice' = 'allowed';

const players: FakePlayer[] = [];
/** video.js's hooks, as the component registers them (videojs.hook) when its module is first imported. */
const hooks = vi.hoisted((): Record<string, ((player: unknown, error: unknown) => unknown)[]> => ({}));

// video.js itself cannot play in jsdom; the fake records what the component asks of it.
vi.mock('video.js', () => {
  const videojs = (element: Element, options: Record<string, unknown>) => {
    const bigPlayButton = document.createElement('button');
    element.appendChild(bigPlayButton);
    element.setAttribute('tabindex', '-1'); // as video.js's own: the player takes the focus for its keys
    const fake: Omit<FakePlayer, 'api'> = {
      element,
      options,
      disposed: false,
      time: 0,
      rate: 1,
      paused: true,
      handlers: {},
      whenReady: [],
      bigPlayButton,
    };
    const listen = (names: string | string[], handler: () => void) => {
      for (const name of [names].flat()) (fake.handlers[name] ??= []).push(handler);
    };
    const api = {
      /** As video.js 8's Player#error: the beforeerror hooks first; a null from one means no error. */
      error: (error: unknown) => {
        for (const hook of hooks.beforeerror ?? []) error = hook(api, error);
        if (error === null) return;
        console.error('VIDEOJS: ERROR:', error);
        fake.handlers.error?.forEach((handler) => handler());
      },
      ready: (callback: () => void) => void fake.whenReady.push(callback),
      one: (names: string | string[], handler: () => void) => listen(names, handler),
      isDisposed: () => fake.disposed,
      getChild: (name: string) => (name === 'BigPlayButton' ? { el: () => bigPlayButton } : undefined),
      el: () => element,
      on: (names: string | string[], handler: () => void) => listen(names, handler),
      off: (names: string | string[], handler: () => void) => {
        for (const name of [names].flat()) fake.handlers[name] = (fake.handlers[name] ?? []).filter((h) => h !== handler);
      },
      dispose: () => {
        fake.disposed = true;
        element.remove();
      },
      currentTime: (value?: number) => (value === undefined ? fake.time : void (fake.time = value)),
      duration: () => 12,
      paused: () => fake.paused,
      play: () => {
        if (playAnswer === 'refused') return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
        if (playAnswer === 'held-once' || playAnswer === 'held-twice') {
          playAnswer = playAnswer === 'held-twice' ? 'held-once' : 'allowed';
          return new Promise<void>(() => undefined);
        }
        fake.paused = false;
        return Promise.resolve();
      },
      pause: () => void (fake.paused = true),
      playbackRate: (value?: number) => (value === undefined ? fake.rate : void (fake.rate = value)),
      volume: () => 1,
      muted: () => false,
      isFullscreen: () => false,
    };
    players.push(Object.assign(fake, { api }));
    return api;
  };
  videojs.addLanguage = () => undefined;
  videojs.hook = (type: string, hook: (player: unknown, error: unknown) => unknown) => void (hooks[type] ??= []).push(hook);
  return { default: videojs };
});

const source = { src: 'http://localhost/demo-media/hls/sample.m3u8', type: 'application/x-mpegURL' as const };
const live = () => players.filter((p) => !p.disposed);

function renderPlayer(bridge = createPlayerBridge(), language = 'en', autoPlay = false) {
  // Strict round the whole tree, provider included, as main.tsx renders the app.
  const view = render(<MediaPlayer source={source} bridge={bridge} language={language} autoPlay={autoPlay} />, { reactStrictMode: true });
  return { ...view, bridge };
}

/** The device's network as the browser reports it; a host answer makes the verdict read it again. */
function deviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => connectivity.hostAnswered());
}

beforeAll(useEnglish);
beforeEach(() => {
  players.length = 0;
  playAnswer = 'allowed';
});
afterEach(() => deviceOnline(true));

/** video.js says the media could not be had (a download refused, a format it cannot play), at the time reached. */
function mediaFails(at = 0) {
  const player = live()[0]!;
  player.time = at;
  act(() => player.api.error({ code: 4 }));
}

/** video.js says it is ready (after the component asked), for every player made so far. */
const becomeReady = () => players.forEach((p) => p.whenReady.splice(0).forEach((callback) => callback()));

describe('MediaPlayer', () => {
  it('survives StrictMode: the first player is disposed, exactly one stays, in the page', () => {
    renderPlayer();
    expect(players).toHaveLength(2);
    expect(players[0]!.disposed).toBe(true);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.element.isConnected).toBe(true);
    expect(document.querySelectorAll('video-js')).toHaveLength(1);
  });

  it('is disposed when the replay closes, and the bridge lets go of it', () => {
    const { unmount, bridge } = renderPlayer();
    expect(bridge.isReady()).toBe(true);
    unmount();
    expect(live()).toHaveLength(0);
    expect(bridge.isReady()).toBe(false);
    expect(document.querySelectorAll('video-js')).toHaveLength(0);
  });

  it('plays the source with its type, speed choices, and Chinese texts in Chinese', () => {
    renderPlayer(createPlayerBridge(), 'zh');
    expect(live()[0]!.options).toMatchObject({
      sources: [source],
      playbackRates: [0.5, 0.75, 1, 1.25, 1.5, 2],
      language: 'zh-CN',
      audioOnlyMode: false,
    });
  });

  it('seeks for the pinned notes and reports time moving', () => {
    const { bridge } = renderPlayer();
    const ticks = vi.fn();
    bridge.subscribe(ticks);
    bridge.seekAndPlay(7.5);
    expect(bridge.currentTime()).toBe(7.5);
    expect(live()[0]!.paused).toBe(false);
    live()[0]!.handlers.timeupdate!.forEach((handler) => handler());
    expect(ticks).toHaveBeenCalled();
    bridge.seekAndPlay(99);
    expect(bridge.currentTime()).toBe(12);
  });

  it('answers the keyboard: speed up and down, seek, play and pause', () => {
    renderPlayer();
    const player = live()[0]!;
    const hotkeys = (player.options.userActions as { hotkeys: (event: KeyboardEvent) => void }).hotkeys;
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, cancelable: true });
      hotkeys(event);
      return event.defaultPrevented;
    };
    expect(press('>')).toBe(true);
    expect(player.rate).toBe(1.25);
    press('<');
    press('<');
    expect(player.rate).toBe(0.75);
    press('ArrowRight');
    press('l');
    expect(player.time).toBe(12);
    press('ArrowLeft');
    expect(player.time).toBe(7);
    press(' ');
    expect(player.paused).toBe(false);
    press('k');
    expect(player.paused).toBe(true);
    expect(press('x')).toBe(false);
  });

  it('opened by a Play click it plays as soon as it is ready; the StrictMode player already disposed does not', async () => {
    renderPlayer(createPlayerBridge(), 'en', true);
    expect(live()[0]!.paused).toBe(true);
    becomeReady();
    await Promise.resolve();
    expect(live()[0]!.paused).toBe(false);
    expect(players[0]!.paused).toBe(true);
  });

  it('opened otherwise (a replay, the intro video) it waits for its play control', () => {
    renderPlayer();
    becomeReady();
    expect(players.every((p) => p.whenReady.length === 0 && !p.handlers.loadedmetadata)).toBe(true);
    expect(live()[0]!.paused).toBe(true);
  });

  it('a start the browser refuses leaves it paused, with the focus on its play control', async () => {
    playAnswer = 'refused';
    renderPlayer(createPlayerBridge(), 'en', true);
    becomeReady();
    await vi.waitFor(() => expect(document.activeElement).toBe(live()[0]!.bigPlayButton));
    expect(live()[0]!.paused).toBe(true);
  });

  /** A player a Play click opened, ready, its first start asked; video.js holds back `held` starts (never made). */
  async function heldBack(held: 'held-once' | 'held-twice') {
    playAnswer = held;
    renderPlayer(createPlayerBridge(), 'en', true);
    becomeReady();
    await Promise.resolve();
    const player = live()[0]!;
    const step = (name: string) => [...(player.handlers[name] ?? [])].forEach((handler) => handler());
    return { player, step };
  }

  it('a start video.js held back (the source still being set) is asked again once the metadata is in', async () => {
    const { player, step } = await heldBack('held-once');
    expect(player.paused).toBe(true);
    step('loadedmetadata');
    expect(player.paused).toBe(false);
  });

  it('held back past the metadata too (its timer late on a busy machine), asked again at the next step; once it played, a later step leaves a pause alone', async () => {
    const { player, step } = await heldBack('held-twice');
    step('loadedmetadata');
    expect(player.paused).toBe(true);
    step('canplay');
    expect(player.paused).toBe(false);
    step('play');
    player.paused = true; // the teacher pauses
    step('canplaythrough');
    expect(player.paused).toBe(true);
  });

  it("media that cannot be had gives way to the app's message, video.js's own off; Try again makes a player with the focus, where the other was", async () => {
    const logged = vi.spyOn(console, 'error');
    renderPlayer();
    expect(live()[0]!.options.errorDisplay).toBe(false);
    mediaFails(42);
    expect(live()).toHaveLength(0);
    // Handed over before video.js logs it: one voice, and a console QA's soak reads without noise.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(screen.getByRole('alert', { name: 'Could not play this recording' })).toHaveTextContent(
      'Its file could not be downloaded, or this browser cannot play it. Check the connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const again = live()[0]!;
    expect(again.options.sources).toEqual([source]);
    again.handlers.loadedmetadata!.forEach((handler) => handler());
    expect(again.time).toBe(12); // 42 s asked of a 12 s recording: its end
    becomeReady();
    expect(document.activeElement).toBe(again.element);
  });

  it('offline it says it loads by itself, and does: the device back makes a player, without taking the focus', () => {
    deviceOnline(false);
    renderPlayer();
    mediaFails(5);
    expect(screen.getByRole('alert', { name: 'Could not play this recording' })).toHaveTextContent(
      'You are offline: it loads by itself once the connection is back.',
    );
    deviceOnline(true);
    act(networkBack);
    const again = live()[0]!;
    again.handlers.loadedmetadata!.forEach((handler) => handler());
    expect(again.time).toBe(5);
    becomeReady();
    expect(document.activeElement).toBe(document.body);
    // Back with nothing failed: the playing player is left alone.
    act(networkBack);
    expect(live()).toEqual([again]);
  });

  it('opened by a Play click: Try again plays it again (a tap), the network back does not (no sound by itself)', async () => {
    renderPlayer(createPlayerBridge(), 'en', true);
    becomeReady();
    await Promise.resolve();
    mediaFails(3);
    act(networkBack);
    becomeReady();
    await Promise.resolve();
    expect(live()[0]!.paused).toBe(true);
    mediaFails(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    becomeReady();
    await vi.waitFor(() => expect(live()[0]!.paused).toBe(false));
  });

  it('another source after a failure is tried as any, from its start', () => {
    const view = renderPlayer();
    mediaFails(30);
    const other = { src: 'http://localhost/demo-media/intro.mp4', type: 'video/mp4' as const };
    view.rerender(<MediaPlayer source={other} language="en" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const player = live()[0]!;
    expect(player.options.sources).toEqual([other]);
    expect(player.handlers.loadedmetadata).toBeUndefined();
  });
});
