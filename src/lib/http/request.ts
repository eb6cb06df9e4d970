import { isHTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { ApiError, FAILURE_STATUS } from './api-error';
import { http } from './client';
import { emitTransportEvent } from './transport-events';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  method?: Method;
  /** Sent as application/x-www-form-urlencoded (the login family of endpoints). */
  form?: Record<string, string>;
  json?: unknown;
  searchParams?: Options['searchParams'];
  /** Auth endpoints: a 401 means "no", not "refresh and replay". */
  skipRefresh?: boolean;
  /** See RequestContext.asOwnIdentity. */
  asOwnIdentity?: boolean;
  signal?: AbortSignal;
  client?: KyInstance;
}

/**
 * One call to the host: transport rules from the ky client, then the answer validated with
 * `schema`. Every failure becomes an ApiError; the UI never sees a raw ky or zod error.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const { method = 'get', form, json, searchParams, skipRefresh, asOwnIdentity, signal, client = http } = options;
  const headers: Record<string, string> = {};
  // Writes carry one key for all their retries, so the host can drop a repeated one.
  if (method !== 'get') headers['Idempotency-Key'] = crypto.randomUUID();
  let text: string;
  try {
    const response = await client(path, {
      method,
      headers,
      searchParams,
      signal,
      context: { skipRefresh: skipRefresh ?? false, asOwnIdentity: asOwnIdentity ?? false },
      ...(form ? { body: new URLSearchParams(form) } : {}),
      ...(json === undefined ? {} : { json }),
    });
    text = await response.text();
  } catch (error) {
    throw toApiError(error);
  }
  return parseAnswer(text, schema, path);
}

function parseAnswer<S extends z.ZodType>(text: string, schema: S, path: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError('invalid-response', 200, `Answer of ${path} is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError('invalid-response', 200, `Answer of ${path} has an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === 500) {
      emitTransportEvent('maintenance');
      return new ApiError('maintenance', FAILURE_STATUS, 'System maintenance');
    }
    if (status === 401) return new ApiError('unauthorized', 401, 'Unauthorized');
    return new ApiError('http', status, `HTTP ${status}`);
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  emitTransportEvent('network-lost');
  return new ApiError('network', FAILURE_STATUS, 'Lost contact with the server');
}

/** For answers in the host's `{ success: 1, ... }` style: anything else is a refusal. */
export function assertSuccess<T extends { success: number; error_code?: string | undefined; message?: string | undefined }>(answer: T): T {
  if (answer.success !== 1) {
    throw new ApiError('refused', 200, answer.message ?? 'Refused', answer.error_code);
  }
  return answer;
}
