import { type Countdown, countdownParts } from '@/lib/time/countdown';
import { parseInstantMs } from '@/lib/time/instant';

/**
 * The host's clock seen from the browser, so a laptop whose clock is wrong still counts down
 * to the real start. The host stamped `server_time` somewhere inside the round trip; the
 * middle of [sent, received] is the usual guess (off by at most half the round trip).
 * Returns server minus local in ms; 0 (trust the local clock) when the host sent no usable time.
 */
export function clockOffsetMs(serverTime: string | undefined, sentAtMs: number, receivedAtMs: number): number {
  const server = parseInstantMs(serverTime);
  if (Number.isNaN(server) || !(receivedAtMs >= sentAtMs)) return 0;
  return Math.round(server - (sentAtMs + receivedAtMs) / 2);
}

/** The host's "now" for a local clock reading. */
export const serverNow = (localNowMs: number, offsetMs: number): number => localNowMs + offsetMs;

/** Time left until `startAt` on the host's clock, never negative (NaN start: 0). */
export function msUntilStart(startAt: string, localNowMs: number, offsetMs: number): number {
  const left = parseInstantMs(startAt) - serverNow(localNowMs, offsetMs);
  return left > 0 ? left : 0;
}

/** Days and "hh:mm:ss" (spec 9) until the start, by the host's clock. */
export const startCountdown = (startAt: string, localNowMs: number, offsetMs: number): Countdown =>
  countdownParts(msUntilStart(startAt, localNowMs, offsetMs));
