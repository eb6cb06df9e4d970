/** Test helpers: calls to the demo host through msw/node (the server is started by src/test/setup.ts). */
import { DEMO_PASSWORD } from '../data/accounts';

export const BASE = 'http://localhost/demo-api';

export type Json = Record<string, unknown> & { success?: number; error_code?: string };

export async function call(path: string, init: RequestInit & { token?: string; form?: Record<string, string>; json?: unknown } = {}) {
  const { token, form, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (form) body = new URLSearchParams(form);
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(`${BASE}${path}`, { ...rest, headers, body, method: rest.method ?? (body ? 'POST' : 'GET') });
  const text = await response.text();
  let data: Json = {};
  try {
    data = JSON.parse(text) as Json;
  } catch {
    // Left empty: the caller looks at `text`.
  }
  return { status: response.status, data, text, headers: response.headers };
}

export async function login(email: string, password = DEMO_PASSWORD) {
  const { data } = await call('/login/teacher_portal', {
    form: {
      'pseudonym_session[unique_id]': email,
      'pseudonym_session[password]': password,
      'pseudonym_session[remember_me]': '1',
    },
  });
  return data as Json & { token: string; refresh_token: string; uid: number };
}

export interface WireRoom {
  id: number;
  group_id: number;
  title: string;
  calendar_event: { id: number; parent_calendar_event_id: number; start_at: string; end_at: string };
  students: { id: number; name: string }[];
  course: { name: string };
  alg_classroom: { scheduled_start_time: string; scheduled_end_time: string };
}

export async function rooms(token: string): Promise<WireRoom[]> {
  return (await call('/api/v1/alg_classes/rooms', { token })).data.rooms as WireRoom[];
}
