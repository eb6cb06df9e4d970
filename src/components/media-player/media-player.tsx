/**
 * The video.js player for replays, courseware media and the intro video. Always loaded with
 * React.lazy: video.js (~200 kB gzip), its CSS and its Chinese texts live in this module's chunk
 * and nowhere else.
 */
import 'video.js/dist/video-js.css';
import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import videojs from 'video.js';
import zhCN from 'video.js/dist/lang/zh-CN.json';
import type Player from 'video.js/dist/types/player';
import { crossOriginFor, isAudio, type MediaSource } from '@/lib/media/media-type';
import type { PlayerBridge } from '@/lib/media/player-bridge';
import { useRecovery } from '@/lib/hooks/use-recovery';
import { clampTime, PLAYBACK_RATES, playerCommand, type PlayerCommand, stepRate, stepVolume } from '@/lib/media/player-keys';
import { MediaFailed } from './media-failed';

videojs.addLanguage('zh-CN', zhCN);

/**
 * Each player's failure, handed to the app (MediaFailed says it, once, translated) before video.js logs it to the
 * console and enters its own error state: the hook's null is video.js's "no error" (video.js 8, Player#error).
 */
const failureHandlers = new WeakMap<Player, () => void>();
videojs.hook('beforeerror', (player: Player, error: unknown) => {
  const fail = error === null ? undefined : failureHandlers.get(player);
  if (!fail) return error;
  fail();
  return null;
});

export interface MediaPlayerProps {
  source: MediaSource;
  /** Who needs the player's time or a seek (a replay's pinned notes); optional. */
  bridge?: PlayerBridge;
  /** The accessible name of the player region, e.g. the item's title. */
  label?: string;
  /** The app's UI language ('en' | 'zh'); video.js's own texts follow it. */
  language: string;
  /** Opened by a "Play" click: start playing as soon as the player is ready (that click is the user gesture). */
  autoPlay?: boolean;
}

function run(player: Player, command: PlayerCommand): void {
  const duration = player.duration() ?? Number.NaN;
  switch (command.kind) {
    case 'toggle-play':
      if (player.paused()) void player.play();
      else player.pause();
      break;
    case 'seek-by':
      player.currentTime(clampTime((player.currentTime() ?? 0) + command.seconds, duration));
      break;
    case 'seek-to':
      if (Number.isFinite(duration)) player.currentTime(clampTime(duration * command.fraction, duration));
      break;
    case 'volume-by':
      player.muted(false);
      player.volume(stepVolume(player.volume() ?? 1, command.delta));
      break;
    case 'toggle-mute':
      player.muted(!player.muted());
      break;
    case 'toggle-fullscreen':
      if (player.isFullscreen()) void player.exitFullscreen();
      else void player.requestFullscreen();
      break;
    case 'rate-step':
      player.playbackRate(stepRate(player.playbackRate() ?? 1, command.step));
      break;
  }
}

/** The media's steps towards playing, at each of which a Play click's play() is asked again until it plays. */
const READINESS_STEPS = ['loadstart', 'loadedmetadata', 'loadeddata', 'canplay', 'canplaythrough'];

/**
 * Starts playback of a player opened by a Play click. play() is asked once the player is ready and
 * again at each step of the media's loading until it plays: video.js holds back a play() made while it is still
 * setting the source (until a timer of its own has run), and a held-back call whose moment has passed is never
 * made. On a busy machine that timer came after the metadata, and the video stayed paused (1 run in 12 of the
 * courseware journey). A browser may still refuse (autoplay rules): the player then stays as it was, and its big
 * play button takes the focus so the next press plays.
 */
function startPlaying(player: Player): void {
  const attempt = () => {
    if (player.isDisposed() || !player.paused()) return;
    void player.play()?.catch(() => {
      if (player.isDisposed() || !player.paused()) return;
      (player.getChild('BigPlayButton')?.el() as HTMLElement | undefined)?.focus();
    });
  };
  // Playing once ends the asking: a pause the teacher makes later is theirs.
  const done = () => player.off(READINESS_STEPS, attempt);
  player.ready(attempt);
  player.on(READINESS_STEPS, attempt);
  player.one('play', done);
}

/** Where a new player takes up after a failed one: its source, the time reached, and whether Try again asked. */
interface Resume {
  src: string;
  at: number;
  focus: boolean;
}

/** A player made again takes up where the failed one was, and has the focus when the teacher's Try again made it. */
function resume(player: Player, src: string, { src: failedSrc, at, focus }: Resume): void {
  if (src !== failedSrc) return;
  if (at > 0) player.one('loadedmetadata', () => player.currentTime(clampTime(at, player.duration() ?? Number.NaN)));
  if (focus) player.ready(() => (player.el() as HTMLElement).focus({ preventScroll: true }));
}

/**
 * One player per source. The element is created here, not by React, and the player is
 * disposed in the same effect's cleanup: StrictMode's mount-unmount-mount builds a fresh one,
 * and closing the replay (unmount) disposes it, which stops every download. Media that cannot be
 * downloaded or played gives way to the app's own message (video.js's is off): Try again, or the
 * device or the host back (lib/query/recovery.ts), makes a new player.
 */
export default function MediaPlayer({ source, bridge, label, language, autoPlay = false }: MediaPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const { src, type } = source;
  // The source that failed: another one is tried as any.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const resumeRef = useRef<Resume>({ src: '', at: 0, focus: false });
  const retry = (focus: boolean) => {
    resumeRef.current.focus = focus;
    setFailedSrc(null);
  };
  useRecovery(() => {
    if (failed) retry(false);
  });

  useEffect(() => {
    const host = hostRef.current;
    if (failed || !host) return undefined;
    const element = document.createElement('video-js');
    element.classList.add('vjs-big-play-centered');
    if (label) element.setAttribute('aria-label', label);
    const crossOrigin = crossOriginFor(src, window.location.origin);
    if (crossOrigin) element.setAttribute('crossorigin', crossOrigin);
    host.appendChild(element);
    const player = videojs(element, {
      controls: true,
      fluid: true,
      preload: 'auto',
      language: language === 'zh' ? 'zh-CN' : 'en',
      playbackRates: [...PLAYBACK_RATES],
      audioOnlyMode: isAudio(type),
      controlBar: { skipButtons: { backward: 10, forward: 10 } },
      // VHS everywhere, so HLS behaves the same in every browser (Safari's native HLS included).
      html5: { vhs: { overrideNative: true }, nativeAudioTracks: false, nativeVideoTracks: false },
      userActions: {
        hotkeys(event: KeyboardEvent) {
          const command = playerCommand(event);
          if (!command) return;
          event.preventDefault();
          run(player, command);
        },
      },
      // The app says a failure itself (MediaFailed), once, translated, with Try again.
      errorDisplay: false,
      sources: [{ src, type }],
    });
    const resumed = resumeRef.current;
    resumeRef.current = { src: '', at: 0, focus: false };
    resume(player, src, resumed);
    failureHandlers.set(player, () => {
      resumeRef.current = { src, at: player.currentTime() ?? 0, focus: false };
      setFailedSrc(src);
    });
    // Not when the network's return made it: sound starting by itself, maybe mid-class, is not what was asked.
    const byRecovery = resumed.src === src && !resumed.focus;
    if (autoPlay && !byRecovery) startPlaying(player);
    if (!bridge) return () => player.dispose();
    player.on('timeupdate', bridge.tick);
    player.on('seeked', bridge.tick);
    bridge.attach({
      currentTime: () => player.currentTime() ?? 0,
      seekAndPlay: (seconds) => {
        // play() first: on a recording that has ended it rewinds to 0, which would undo the seek.
        void player.play()?.catch(() => undefined);
        player.currentTime(clampTime(seconds, player.duration() ?? Number.NaN));
      },
    });
    return () => {
      bridge.attach(null);
      player.dispose();
    };
  }, [src, type, label, language, bridge, autoPlay, failed]);

  if (failed) return <MediaFailed onRetry={() => retry(true)} />;
  // The <video-js> element lives inside this box; video.js owns it (and removes it on dispose).
  return <Box ref={hostRef} w="100%" />;
}
