/**
 * Keyboard control of the replay player (when it has focus). Pure: the player component
 * turns a command into player calls.
 */

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const SEEK_STEP_SECONDS = 5;
export const LONG_SEEK_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export type PlayerCommand =
  | { kind: 'toggle-play' }
  | { kind: 'seek-by'; seconds: number }
  | { kind: 'seek-to'; fraction: number }
  | { kind: 'volume-by'; delta: number }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' }
  | { kind: 'rate-step'; step: 1 | -1 };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Space/k play-pause, ←/→ 5 s, j/l 10 s, ↑/↓ volume, m mute, f full screen, < > speed,
 * Home/End and 0-9 jump to a tenth of the recording. Shortcuts with Ctrl, ⌘ or Alt are the
 * browser's and are left alone.
 */
export function playerCommand({ key, ctrlKey, metaKey, altKey }: KeyInput): PlayerCommand | null {
  if (ctrlKey || metaKey || altKey) return null;
  if (/^[0-9]$/.test(key)) return { kind: 'seek-to', fraction: Number(key) / 10 };
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { kind: 'toggle-play' };
    case 'ArrowLeft':
      return { kind: 'seek-by', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { kind: 'seek-by', seconds: SEEK_STEP_SECONDS };
    case 'j':
      return { kind: 'seek-by', seconds: -LONG_SEEK_SECONDS };
    case 'l':
      return { kind: 'seek-by', seconds: LONG_SEEK_SECONDS };
    case 'ArrowUp':
      return { kind: 'volume-by', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume-by', delta: -VOLUME_STEP };
    case 'Home':
      return { kind: 'seek-to', fraction: 0 };
    case 'End':
      return { kind: 'seek-to', fraction: 1 };
    case 'm':
      return { kind: 'toggle-mute' };
    case 'f':
      return { kind: 'toggle-fullscreen' };
    case '<':
      return { kind: 'rate-step', step: -1 };
    case '>':
      return { kind: 'rate-step', step: 1 };
    default:
      return null;
  }
}

/** The next listed speed up or down from `rate` (an unlisted rate moves to its neighbour). */
export function stepRate(rate: number, step: 1 | -1, rates: readonly number[] = PLAYBACK_RATES): number {
  const current = Number.isFinite(rate) ? rate : 1;
  const next = step > 0 ? rates.find((r) => r > current + 1e-9) : [...rates].reverse().find((r) => r < current - 1e-9);
  return next ?? (step > 0 ? rates[rates.length - 1]! : rates[0]!);
}

/** `time + delta` kept inside [0, duration]; an unknown duration (NaN, Infinity) only keeps it ≥ 0. */
export function clampTime(time: number, duration: number): number {
  const t = Number.isFinite(time) ? Math.max(0, time) : 0;
  return Number.isFinite(duration) && duration >= 0 ? Math.min(t, duration) : t;
}

/** A volume step kept inside [0, 1], rounded to the step so repeated presses land on 0 and 1. */
export const stepVolume = (volume: number, delta: number) =>
  Math.min(1, Math.max(0, Math.round(((Number.isFinite(volume) ? volume : 1) + delta) * 10) / 10));
