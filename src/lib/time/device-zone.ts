/**
 * The device's IANA zone, for naming its clock ("Your time, China"). Reading it builds an Intl
 * formatter (ICU's start-up on a fresh page), so a page may be given the zone an earlier page read,
 * as long as the device's clock still keeps the same offsets (its fingerprint, read without Intl).
 */

let known: string | undefined;

/** The device's offsets (minutes, as getTimezoneOffset) in January and July of `year`. */
export const deviceFingerprint = (year: number): string =>
  `${new Date(year, 0, 1).getTimezoneOffset()}|${new Date(year, 6, 1).getTimezoneOffset()}`;

/** The browser's IANA zone (read once). */
export const deviceTimeZone = (): string => (known ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

export interface KeptDeviceZone {
  fingerprint: string;
  zone: string;
}

/** The zone an earlier page read, if the device's offsets are still the ones it was read with. */
export function primeDeviceZone(kept: KeptDeviceZone, fingerprint: string): void {
  if (kept.fingerprint === fingerprint && typeof kept.zone === 'string' && kept.zone) known = kept.zone;
}

/** Test only: forget the zone read. */
export function forgetDeviceZone(): void {
  known = undefined;
}
