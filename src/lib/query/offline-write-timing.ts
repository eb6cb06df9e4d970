/**
 * When the offline copy is written (offline-copy.ts). A module of its own, importing nothing, so the
 * journeys can wait for a write by the same figure instead of a guessed one.
 */

/** A burst of answers (a screen's loaders, the brief prefetch) makes one write, this long after its last answer. */
export const OFFLINE_WRITE_DELAY_MS = 1_000;
/** ... and answers that never pause still get a write this often. */
export const OFFLINE_WRITE_MAX_WAIT_MS = 5_000;
