/**
 * The engine's zone data read without an Intl formatter: Temporal (Chromium 144+, Firefox 139+) reads
 * ICU's zone rules without building a formatter's locale data, ~2.5 ms cold on a phone's CPU against
 * ~75 ms for the first `Intl.DateTimeFormat` (docs: the report of issue 38). Where there is no Temporal
 * the boot has no cheap reader, and the idle check reads Intl (zone-keep.ts).
 */

interface TemporalLike {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } } };
}

/** Minutes east of UTC at `ms` in `zone`, from Temporal; null where the engine has no Temporal. Throws for an unknown zone. */
export function temporalZoneReader(zone: string): ((ms: number) => number) | null {
  const temporal = (globalThis as { Temporal?: TemporalLike }).Temporal;
  if (!temporal) return null;
  return (ms) => Math.round(temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 60e9);
}
