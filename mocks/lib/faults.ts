/**
 * Fault injection. Rules live under the storage key "demo-host:faults" (localStorage in the
 * browser, memory in Node) and are read on every request, so QA can change them at run time.
 * They are applied in one place, lib/route.ts, before any handler runs; /__demo/* is exempt.
 */
import { delay, HttpResponse } from 'msw';
import { expireAllAccessTokens } from './sessions';
import { readKey, writeKey } from './storage';

export type FaultRule =
  | { kind: 'status'; status: number; match?: string; count?: number }
  | { kind: 'drop'; match?: string; count?: number }
  | { kind: 'slow'; delayMs: number; match?: string; count?: number }
  | { kind: 'malformed'; match?: string; count?: number }
  | { kind: 'expire-tokens' }
  | { kind: 'refresh-fails'; count?: number }
  /** Not a failure: every answer's human texts become hostile input (lib/hostile.ts). */
  | { kind: 'hostile' };

export const FAULTS_KEY = 'demo-host:faults';
export const REFRESH_PATH = '/login/teacher_portal/token';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';
const optionalCount = (v: unknown) => v === undefined || (typeof v === 'number' && v >= 0);

function isRule(v: unknown): v is FaultRule {
  if (!isObject(v) || !optionalString(v.match) || !optionalCount(v.count)) return false;
  switch (v.kind) {
    case 'status':
      return typeof v.status === 'number' && v.status >= 200 && v.status <= 599;
    case 'slow':
      return typeof v.delayMs === 'number' && v.delayMs >= 0;
    case 'drop':
    case 'malformed':
    case 'expire-tokens':
    case 'refresh-fails':
    case 'hostile':
      return true;
    default:
      return false;
  }
}

/** Validates untrusted input (JSON text or a parsed value); null when it is not a rule list. */
export function parseFaults(input: unknown): FaultRule[] | null {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  return Array.isArray(value) && value.every(isRule) ? value : null;
}

export const getFaults = (): FaultRule[] => parseFaults(readKey(FAULTS_KEY)) ?? [];

export function setFaults(rules: FaultRule[]): void {
  writeKey(FAULTS_KEY, rules.length > 0 ? JSON.stringify(rules) : null);
}

export const clearFaults = (): void => setFaults([]);

/** Node: rules from the DEMO_FAULTS environment variable (JSON array). */
export function loadFaultsFromEnv(value: string | undefined): void {
  if (!value) return;
  const rules = parseFaults(value);
  if (!rules) throw new Error(`DEMO_FAULTS is not a JSON array of fault rules: ${value}`);
  setFaults(rules);
}

/** Whether answers carry hostile texts (a standing rule, never spent). */
export const hostileAnswers = (): boolean => getFaults().some((rule) => rule.kind === 'hostile');

const applies = (rule: FaultRule, path: string) => {
  if (rule.kind === 'hostile') return false;
  if (rule.kind === 'expire-tokens') return true;
  if (rule.kind === 'refresh-fails') return path.endsWith(REFRESH_PATH);
  return rule.match === undefined || path.includes(rule.match);
};

/**
 * Spends the rules that apply to this request and returns the injected answer, if any.
 * Every applying "slow" rule waits, "expire-tokens" fires once, and the first applying
 * answering rule (status, drop, malformed, refresh-fails) gives the answer.
 */
export async function applyFaults(path: string): Promise<Response | undefined> {
  const rules = getFaults();
  if (rules.length === 0) return undefined;
  const kept: FaultRule[] = [];
  const hits: FaultRule[] = [];
  let answered = false;
  for (const rule of rules) {
    const count = 'count' in rule ? rule.count : undefined;
    if (count !== undefined && count <= 0) continue; // spent
    const answering = rule.kind !== 'slow' && rule.kind !== 'expire-tokens';
    const hit: boolean = applies(rule, path) && !(answering && answered);
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
    default:
      return undefined;
  }
}
