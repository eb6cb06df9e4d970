import type { HostOrigin } from '@/lib/network/connectivity';

/** Status the spec gives to failures that never produced a usable answer (500, network loss). */
export const FAILURE_STATUS = -10000;

export type ApiErrorKind =
  /** 500: the maintenance alert was shown. */
  | 'maintenance'
  /** The host unavailable (after the retries): no answer, or a gateway's (lib/http/unavailable.ts). */
  | 'network'
  /** The answer did not match its schema, or was not JSON. */
  | 'invalid-response'
  /** The host answered with success !== 1 (a business refusal such as CANCEL_WINDOW_CLOSED). */
  | 'refused'
  /** 401 that a refresh could not cure. */
  | 'unauthorized'
  /** Any other HTTP error, after the retries. */
  | 'http';

/** The one error type every endpoint hook rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Host-provided refusal code (error_code) when there is one. */
  readonly code: string | undefined;
  /** The host's `Retry-After`, ms: the recovery waits at least this long before asking again. */
  readonly retryAfterMs: number | undefined;
  /** 'network': the host that could not be reached (its return is what a screen waits for). */
  readonly origin: HostOrigin | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, code?: string, retryAfterMs?: number, origin?: HostOrigin) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
    this.origin = origin;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
