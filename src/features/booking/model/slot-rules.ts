/** Spec 5 and 9: a slot must start at least 24 hours from now (exactly 24 h is enough, as the host decides). */
export const START_NOTICE_MS = 24 * 60 * 60 * 1000;

export const startsFarEnough = (startMs: number, now: Date): boolean => startMs - now.getTime() >= START_NOTICE_MS;

/** The earliest start the 24 h rule allows, up to the next whole minute (slot times have no seconds). */
export const earliestStartMs = (now: Date): number => Math.ceil((now.getTime() + START_NOTICE_MS) / 60_000) * 60_000;

/** Spec 5: a slot a student has booked cannot be deleted. */
export const canDelete = (slot: { booked: boolean }): boolean => !slot.booked;
