/**
 * Fault injection. Rules live under the storage key "demo-host:faults" (localStorage in the
 * browser, memory in Node) and are read on every request, so QA can change them at run time.
 * They are applied in one place, lib/route.ts, before any handler runs; /__demo/* is exempt.
 */
import { delay, HttpResponse } from 'msw';
import { checkFaultRules, type FaultRule } from '../rules/fault-rules';
import { expireAllAccessTokens } from './sessions';
import { readKey, writeKey } from './storage';

export type { FaultRule } from '../rules/fault-rules';

export const FAULTS_KEY = 'demo-host:faults';
export const REFRESH_PATH = '/login/teacher_portal/token';

let reported: string | null = null;
/**
 * The stored rules. A stored set that fails the check (written straight into storage, past every
 * checked way in) is refused whole and said once per value on the console, never dropped in silence.
 */
export function getFaults(): FaultRule[] {
  const raw = readKey(FAULTS_KEY);
  if (raw === null) return [];
  const { rules, reason } = checkFaultRules(raw);
  if (rules) return rules;
  if (reported !== raw) console.error(`[demo host] fault rules refused, none apply: ${reason}`);
  reported = raw;
  return [];
}

export function setFaults(rules: FaultRule[]): void {
  writeKey(FAULTS_KEY, rules.length > 0 ? JSON.stringify(rules) : null);
}

export const clearFaults = (): void => setFaults([]);

/** Node: rules from the DEMO_FAULTS environment variable (JSON array). */
export function loadFaultsFromEnv(value: string | undefined): void {
  if (!value) return;
  const { rules, reason } = checkFaultRules(value);
  if (!rules) throw new Error(`DEMO_FAULTS refused: ${reason}`);
  setFaults(rules);
}

/** Whether answers carry hostile texts (a standing rule, never spent). */
export const hostileAnswers = (): boolean => getFaults().some((rule) => rule.kind === 'hostile');

const applies = (rule: FaultRule, path: string, method: string) => {
  if (rule.kind === 'hostile') return false;
  if (rule.kind === 'expire-tokens') return true;
  if (rule.kind === 'refresh-fails') return path.endsWith(REFRESH_PATH);
  return (rule.match === undefined || path.includes(rule.match)) && (rule.method === undefined || rule.method === method.toUpperCase());
};

/**
 * Spends the rules that apply to this request and returns the injected answer, if any.
 * Every applying "slow" rule waits, "expire-tokens" fires once, and the first applying
 * answering rule (status, drop, malformed, respond, refresh-fails) gives the answer.
 */
export async function applyFaults(path: string, method: string): Promise<Response | undefined> {
  const rules = getFaults();
  if (rules.length === 0) return undefined;
  const kept: FaultRule[] = [];
  const hits: FaultRule[] = [];
  let answered = false;
  for (const rule of rules) {
    const count = 'count' in rule ? rule.count : undefined;
    if (count !== undefined && count <= 0) continue; // spent
    const answering = rule.kind !== 'slow' && rule.kind !== 'expire-tokens';
    const hit: boolean = applies(rule, path, method) && !(answering && answered);
    answered ||= hit && answering;
    if (hit) hits.push(rule);
    if (!hit) kept.push(rule);
    else if (count !== undefined && count > 1) kept.push({ ...rule, count: count - 1 } as FaultRule);
    else if (count === undefined && rule.kind !== 'expire-tokens') kept.push(rule);
  }
  if (hits.length === 0) return undefined;
  setFaults(kept);

  let answer: Response | undefined;
  for (const rule of hits) {
    if (rule.kind === 'slow') await delay(rule.delayMs);
    else if (rule.kind === 'expire-tokens') expireAllAccessTokens();
    else answer ??= answerFor(rule);
  }
  return answer;
}

function answerFor(rule: FaultRule): Response | undefined {
  switch (rule.kind) {
    case 'status':
      return HttpResponse.json({ errors: [{ message: `Injected fault: HTTP ${rule.status}` }] }, { status: rule.status });
    case 'drop':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"success":1,"data":[{"id":', { headers: { 'Content-Type': 'application/json' } });
    case 'refresh-fails':
      return HttpResponse.json({ success: 0 });
    case 'respond':
      return new HttpResponse(JSON.stringify(rule.body), {
        status: rule.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...rule.headers },
      });
    default:
      return undefined;
  }
}
