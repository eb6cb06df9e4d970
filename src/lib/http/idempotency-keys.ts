/**
 * One Idempotency-Key per intended write, not per call: a write whose answer never arrived keeps
 * its key, so "Try again" with the same content is the same write to the host (which replays
 * the first answer instead of creating a second record). Any answer ends the write's key.
 */
export class IdempotencyKeys {
  private readonly pending = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this write: the pending one of an identical unanswered write, else a new one. */
  take(fingerprint: string): string {
    let key = this.pending.get(fingerprint);
    if (!key) this.pending.set(fingerprint, (key = this.newKey()));
    return key;
  }

  /** The host answered (success or refusal): the next identical write is a new one. */
  answered(fingerprint: string): void {
    this.pending.delete(fingerprint);
  }

  /** Sign-out and switch: no write of a former identity is ever tried again. */
  clear(): void {
    this.pending.clear();
  }
}

/** What makes two writes the same: who, where, and what. */
export const writeFingerprint = (identityId: string, method: string, path: string, body: string): string =>
  JSON.stringify([identityId, method, path, body]);
