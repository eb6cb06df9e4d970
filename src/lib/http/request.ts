import { isHTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod/mini';
import { identityFor, type IdentityRole } from '@/lib/session/identity';
import type { ChatCredentials } from '@/lib/session/session-types';
import { getSession, IdentityGoneError, identitySignal } from '@/lib/session/session-store';
import { ApiError, FAILURE_STATUS } from './api-error';
import { http, type RequestContext } from './client';
import { IdempotencyKeys, writeFingerprint } from './idempotency-keys';
import { deadline } from './deadline';
import { connectivity, type HostOrigin } from '@/lib/network/connectivity';
import { emitTransportEvent } from './transport-events';
import { isUnavailableAnswer, originOf } from './unavailable';
import { parseRetryAfter } from '@/lib/network/recovery-policy';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Total time of a call, retries included: a hanging host fails to the lost-contact notice. */
export const READ_DEADLINE_MS = 15_000;
export const WRITE_DEADLINE_MS = 30_000;

export interface RequestOptions {
  method?: Method;
  /** Sent as application/x-www-form-urlencoded (the login family of endpoints). */
  form?: Record<string, string>;
  json?: unknown;
  searchParams?: Options['searchParams'];
  /** Auth endpoints: a 401 means "no", not "refresh and replay". */
  skipRefresh?: boolean;
  /** 'own': the admin's own identity (teacher list, teacher token) while acting as a teacher. */
  identity?: IdentityRole;
  /** A token given outright, for an identity already forgotten (the background sign-out). */
  bearer?: string;
  /** One attempt, no retries (the background sign-out). */
  once?: boolean;
  /** Chat credentials given outright (revoking the chat token of a user already signed out). */
  chat?: ChatCredentials;
  signal?: AbortSignal;
  client?: KyInstance;
}

export const idempotencyKeys = new IdempotencyKeys();

const bodyText = (form: Record<string, string> | undefined, json: unknown) =>
  form ? new URLSearchParams(form).toString() : JSON.stringify(json ?? null);

/**
 * One call to the host: transport rules from the ky client, then the answer validated with
 * `schema`. The identity is captured here, when the call starts: every retry, refresh and replay
 * acts as it, and once it has left the session the call is aborted or its answer dropped
 * (IdentityGoneError). Every other failure becomes an ApiError.
 */
export async function apiRequest<S extends z.ZodMiniType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const { method = 'get', form, json, searchParams, skipRefresh = false, bearer, once, chat, signal, client = http } = options;
  const identityId = bearer === undefined && chat === undefined ? identityFor(getSession(), options.identity ?? 'current')?.id : undefined;
  const timer = deadline(method === 'get' ? READ_DEADLINE_MS : WRITE_DEADLINE_MS);
  const signals = [timer.signal, ...(signal ? [signal] : []), ...(identityId ? [identitySignal(identityId)] : [])];
  const fingerprint = method === 'get' ? null : writeFingerprint(identityId ?? '', method, path, bodyText(form, json));
  const headers: Record<string, string> = fingerprint ? { 'Idempotency-Key': idempotencyKeys.take(fingerprint) } : {};
  const context: RequestContext = { identityId, bearer, chat, skipRefresh, replay: { done: false } };
  const origin = originOf(client);
  let text: string;
  try {
    const response = await client(path, {
      method,
      headers,
      searchParams,
      signal: AbortSignal.any(signals),
      context,
      ...(once ? { retry: { limit: 0 } } : {}),
      ...(form ? { body: new URLSearchParams(form) } : {}),
      ...(json === undefined ? {} : { json }),
    });
    connectivity.hostAnswered(origin);
    text = await response.text();
  } catch (error) {
    // A gateway's answer is no word of the host's: the write may not have reached it, so its key is kept.
    if (isHTTPError(error) && !isUnavailableAnswer(error.response)) {
      connectivity.hostAnswered(origin);
      if (fingerprint) idempotencyKeys.answered(fingerprint);
    }
    throw toApiError(error, context, method, origin);
  } finally {
    timer.done();
  }
  if (fingerprint) idempotencyKeys.answered(fingerprint);
  // Answered, but for an identity that is no longer signed in: nobody may see it.
  if (identityId && identitySignal(identityId).aborted) throw new IdentityGoneError();
  return parseAnswer(text, schema, path);
}

function parseAnswer<S extends z.ZodMiniType>(text: string, schema: S, path: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError('invalid-response', 200, `Answer of ${path} is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // For developers only (the screen says errors:invalidAnswer). zod/mini loads no English texts, so a
    // built-in issue reads "Invalid input": the field's path and the issue's code say what it was.
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join('.') || '(answer)'}: ${issue.message} (${issue.code})` : '';
    throw new ApiError('invalid-response', 200, `Answer of ${path} has an unexpected shape: ${detail}`);
  }
  return parsed.data;
}

const isAbort = (error: unknown): error is Error => error instanceof Error && error.name === 'AbortError';

function toApiError(error: unknown, context: RequestContext, method: Method, origin: HostOrigin): Error {
  if (error instanceof ApiError || error instanceof IdentityGoneError) return error;
  // Whatever went wrong, the identity that asked is gone: nobody is left to tell.
  if (context.identityId && identitySignal(context.identityId).aborted) return new IdentityGoneError();
  if (isHTTPError(error) && isUnavailableAnswer(error.response)) {
    const retryAfterMs = parseRetryAfter(error.response.headers.get('Retry-After'), Date.now());
    return unavailable(method, origin, error.response.status, retryAfterMs);
  }
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === 500) {
      emitTransportEvent('maintenance');
      return new ApiError('maintenance', FAILURE_STATUS, 'System maintenance');
    }
    if (status === 401) {
      // Still refused after a refresh and its replay: this identity's session is over. (A refresh
      // that was refused has said so itself; one that got no answer is not an expiry.)
      if (context.identityId && context.replay?.done) emitTransportEvent('session-expired', { identityId: context.identityId });
      return new ApiError('unauthorized', 401, 'Unauthorized');
    }
    return new ApiError('http', status, `HTTP ${status}`);
  }
  // Cancelled by the caller (a query nobody needs any more): not a failure to show.
  if (isAbort(error)) return error;
  // A network failure or ky's per-attempt timeout after the retries, or the call's deadline.
  return unavailable(method, origin, FAILURE_STATUS);
}

/**
 * The host unavailable, however it failed (`status`: the gateway's, or the spec's -10000 for no answer).
 * A read's screen says so itself (its offline or last-known state): only a write that failed gets the notice.
 */
function unavailable(method: Method, origin: HostOrigin, status: number, retryAfterMs?: number): ApiError {
  void connectivity.hostUnreachable(true, origin);
  if (method !== 'get') emitTransportEvent('network-lost');
  return new ApiError('network', status, 'Lost contact with the server', undefined, retryAfterMs, origin);
}

/** For answers in the host's `{ success: 1, ... }` style: anything else is a refusal. */
export function assertSuccess<T extends { success: number; error_code?: string | undefined; message?: string | undefined }>(answer: T): T {
  if (answer.success !== 1) {
    throw new ApiError('refused', 200, answer.message ?? 'Refused', answer.error_code);
  }
  return answer;
}
