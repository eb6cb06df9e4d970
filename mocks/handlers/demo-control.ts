// Demo control (any base URL, no auth, never faulted):
//   POST   .../__demo/reset     reseed the data relative to now (fault rules are kept); JSON {"recent_students": K}
//                                seeds K distinct students in the past classes of the last 7 days (400 INVALID_SEED otherwise)
//   GET    .../__demo/faults    the active rules
//   PUT    .../__demo/faults    replace the rules (JSON array; 400 INVALID_FAULTS with the reason, rules unchanged)
//   DELETE .../__demo/faults    clear the rules
//   GET    .../__demo/accounts  the demo accounts
//   GET    .../__demo/log       every request so far, with the session it came with (lib/request-log.ts)
//   DELETE .../__demo/log       start a new log
//   POST   .../__demo/expire    access tokens stop working now: {"uid": n} for one account's sessions, {} for all
// Delaying a refresh or hanging the sign-out are fault rules: {"kind":"slow","match":"/login/teacher_portal/token","delayMs":8000}.
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '../data/accounts';
import { clearFaults, getFaults, setFaults } from '../lib/faults';
import { checkFaultRules } from '../rules/fault-rules';
import { clearLog, readLog } from '../lib/request-log';
import { expireAllAccessTokens } from '../lib/sessions';
import { resetDb } from '../lib/store';
import { MAX_RECENT_STUDENTS } from '../data/seed';
import type { SeedOptions } from '../core/types';

/** The reset's body: none, or {"recent_students": a whole number 0..1000}; anything else is a reason. */
function seedOptionsOf(text: string): SeedOptions | string {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const { recent_students: count, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) return `unknown field ${JSON.stringify(unknown[0])}`;
  if (count === undefined) return {};
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_RECENT_STUDENTS)
    return `"recent_students" must be a whole number from 0 to ${MAX_RECENT_STUDENTS}`;
  return { recentStudents: count };
}

export const demoControlHandlers = [
  http.post('*/__demo/reset', async ({ request }) => {
    const options = seedOptionsOf(await request.text());
    if (typeof options === 'string')
      return HttpResponse.json({ success: 0, error_code: 'INVALID_SEED', message: `Seed refused: ${options}` }, { status: 400 });
    resetDb(Date.now(), options);
    return HttpResponse.json({ success: 1 });
  }),
  http.get('*/__demo/faults', () => HttpResponse.json(getFaults())),
  http.put('*/__demo/faults', async ({ request }) => {
    const { rules, reason } = checkFaultRules(await request.text());
    // Refused whole, with the reason; the rules in force stay as they were.
    if (!rules)
      return HttpResponse.json({ success: 0, error_code: 'INVALID_FAULTS', message: `Fault rules refused: ${reason}` }, { status: 400 });
    setFaults(rules);
    return HttpResponse.json(getFaults());
  }),
  http.delete('*/__demo/faults', () => {
    clearFaults();
    return HttpResponse.json([]);
  }),
  http.get('*/__demo/accounts', () => HttpResponse.json(DEMO_ACCOUNTS)),
  http.get('*/__demo/log', () => HttpResponse.json(readLog())),
  http.delete('*/__demo/log', () => {
    clearLog();
    return HttpResponse.json([]);
  }),
  http.post('*/__demo/expire', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { uid?: unknown };
    const uid = typeof body.uid === 'number' ? body.uid : undefined;
    return HttpResponse.json({ success: 1, expired: expireAllAccessTokens(uid) });
  }),
];
