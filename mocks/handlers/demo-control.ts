// Demo control (any base URL, no auth, never faulted):
//   POST   .../__demo/reset     reseed the data relative to now (fault rules are kept)
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

export const demoControlHandlers = [
  http.post('*/__demo/reset', () => {
    resetDb();
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
