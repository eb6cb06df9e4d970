/** The checks a teacher runs before class, as pure rules: inputs measured by the screen, verdicts here. */

export type Verdict = 'untested' | 'running' | 'pass' | 'warn' | 'fail';

export interface BrowserFeatures {
  /** Camera and microphone access (navigator.mediaDevices.getUserMedia). */
  media: boolean;
  /** Web Audio (microphone level, test sound). */
  audio: boolean;
  /** WebRTC, which the classroom uses for audio and video. */
  webrtc: boolean;
  webSocket: boolean;
  /** Camera and microphone are only offered to secure pages (https or localhost). */
  secure: boolean;
}

export type BrowserFeature = keyof BrowserFeatures;

export function browserVerdict(features: BrowserFeatures): { verdict: Verdict; missing: BrowserFeature[] } {
  const missing = (Object.keys(features) as BrowserFeature[]).filter((key) => !features[key]);
  return { verdict: missing.length === 0 ? 'pass' : 'fail', missing };
}

/** Loudness of one analyser frame (8-bit time domain, 128 = silence) as RMS in 0..1. */
export function levelOf(frame: ArrayLike<number>): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < frame.length; i += 1) {
    const centered = ((frame[i] ?? 128) - 128) / 128;
    sum += centered * centered;
  }
  return Math.min(1, Math.sqrt(sum / frame.length));
}

/** Above this the microphone clearly hears something (quiet room noise stays below). */
export const HEARD_LEVEL = 0.02;
/** How long the microphone check listens before it says it heard nothing. */
export const LISTEN_MS = 8000;

export function microphoneVerdict(peak: number, listenedMs: number): Verdict {
  if (peak >= HEARD_LEVEL) return 'pass';
  return listenedMs >= LISTEN_MS ? 'fail' : 'running';
}

/** Round trips to the administration host, in ms. */
export const RTT_GOOD_MS = 300;
export const RTT_SLOW_MS = 1000;

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v) && v >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the answered round trips decides; no answer at all is a failure. */
export function networkVerdict(samples: readonly (number | null)[]): { verdict: Verdict; medianMs: number | null; lost: number } {
  const answered = samples.filter((s): s is number => s !== null);
  const medianMs = median(answered);
  const lost = samples.length - answered.length;
  if (medianMs === null) return { verdict: 'fail', medianMs, lost };
  if (medianMs > RTT_SLOW_MS) return { verdict: 'fail', medianMs, lost };
  if (medianMs > RTT_GOOD_MS || lost > 0) return { verdict: 'warn', medianMs, lost };
  return { verdict: 'pass', medianMs, lost };
}

export type DeviceProblem = 'denied' | 'notFound' | 'inUse' | 'unsupported' | 'other';

/** getUserMedia's DOMException names, grouped by what the teacher can do about them. */
export function deviceProblem(error: unknown): DeviceProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}

/** Passed, failed and unknown counts for the summary line ("warn" counts as passed, with advice). */
export function summarize(verdicts: readonly Verdict[]): { passed: number; failed: number; total: number } {
  return {
    passed: verdicts.filter((v) => v === 'pass' || v === 'warn').length,
    failed: verdicts.filter((v) => v === 'fail').length,
    total: verdicts.length,
  };
}
