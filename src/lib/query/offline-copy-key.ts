/**
 * Where the offline copy of an identity is kept: this prefix and the identity's id. A module of its own, so
 * the early entry can see whether a copy is kept without loading what reads it (src/early-ask.ts).
 */
export const OFFLINE_PREFIX = 'tp.offline:';
