import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerBridge } from '@/lib/media/player-bridge';
import MediaPlayer from './media-player';

interface FakePlayer {
  element: Element;
  options: Record<string, unknown>;
  disposed: boolean;
  time: number;
  rate: number;
  paused: boolean;
  handlers: Record<string, (() => void)[]>;
}

const players: FakePlayer[] = [];

// video.js itself cannot play in jsdom; the fake records what the component asks of it.
vi.mock('video.js', () => {
  const videojs = (element: Element, options: Record<string, unknown>) => {
    const fake: FakePlayer = { element, options, disposed: false, time: 0, rate: 1, paused: true, handlers: {} };
    players.push(fake);
    return {
      on: (name: string, handler: () => void) => (fake.handlers[name] ??= []).push(handler),
      dispose: () => {
        fake.disposed = true;
        element.remove();
      },
      currentTime: (value?: number) => (value === undefined ? fake.time : void (fake.time = value)),
      duration: () => 12,
      paused: () => fake.paused,
      play: () => {
        fake.paused = false;
        return Promise.resolve();
      },
      pause: () => void (fake.paused = true),
      playbackRate: (value?: number) => (value === undefined ? fake.rate : void (fake.rate = value)),
      volume: () => 1,
      muted: () => false,
      isFullscreen: () => false,
    };
  };
  videojs.addLanguage = () => undefined;
  return { default: videojs };
});

const source = { src: 'http://localhost/demo-media/hls/sample.m3u8', type: 'application/x-mpegURL' as const };
const live = () => players.filter((p) => !p.disposed);

function renderPlayer(bridge = createPlayerBridge(), language = 'en') {
  const view = render(
    <StrictMode>
      <MantineProvider>
        <MediaPlayer source={source} bridge={bridge} language={language} />
      </MantineProvider>
    </StrictMode>,
  );
  return { ...view, bridge };
}

beforeEach(() => {
  players.length = 0;
});

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
});
