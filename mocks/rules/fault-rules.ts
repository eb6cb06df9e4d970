/**
 * The demo host's fault rules as QA writes them (docs/api-contract.md "Fault injection"), and the one
 * check every way in goes through (PUT /__demo/faults, ?faults=, DEMO_FAULTS, the journeys' helpers):
 * a rule set is taken whole or refused with the reason, never partly or silently.
 */

/** Which requests a rule takes: `match` is a substring of the path, `method` the HTTP method. */
interface Matched {
  match?: string;
  method?: HttpMethod;
  /** How many matching requests the rule takes, then it is spent; without it the rule stays. */
  count?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type FaultRule =
  | ({ kind: 'status'; status: number } & Matched)
  | ({ kind: 'drop' } & Matched)
  | ({ kind: 'slow'; delayMs: number } & Matched)
  | ({ kind: 'malformed' } & Matched)
  /** Answers with this status (default 200), these headers and this JSON body, e.g. a business refusal. */
  | ({ kind: 'respond'; status?: number; headers?: Record<string, string>; body: unknown } & Matched)
  | { kind: 'expire-tokens' }
  | { kind: 'refresh-fails'; count?: number }
  /** Not a failure: every answer's human texts become hostile input (lib/hostile.ts). */
  | { kind: 'hostile' };

export type FaultKind = FaultRule['kind'];

const MATCHED = ['match', 'method', 'count'];
/** The fields each kind takes (besides `kind`), and the ones it needs. */
const FIELDS: Record<FaultKind, { may: string[]; needs: string[] }> = {
  status: { may: ['status', ...MATCHED], needs: ['status'] },
  drop: { may: MATCHED, needs: [] },
  slow: { may: ['delayMs', ...MATCHED], needs: ['delayMs'] },
  malformed: { may: MATCHED, needs: [] },
  respond: { may: ['status', 'headers', 'body', ...MATCHED], needs: ['body'] },
  'expire-tokens': { may: [], needs: [] },
  'refresh-fails': { may: ['count'], needs: [] },
  hostile: { may: [], needs: [] },
};
const KINDS = Object.keys(FIELDS) as FaultKind[];
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** What is wrong with one field's value, or null. */
function fieldProblem(name: string, value: unknown): string | null {
  switch (name) {
    case 'status':
      return isWhole(value, 200, 599) ? null : '"status" must be a whole number from 200 to 599';
    case 'delayMs':
      return isWhole(value, 0) ? null : '"delayMs" must be a whole number of milliseconds, 0 or more';
    case 'count':
      return isWhole(value, 1) ? null : '"count" must be a whole number, 1 or more (leave it out for a rule that stays)';
    case 'match':
      return typeof value === 'string' ? null : '"match" must be text (a part of the request path)';
    case 'method':
      return METHODS.includes(value as HttpMethod) ? null : `"method" must be one of ${METHODS.join(', ')}`;
    case 'headers':
      return isObject(value) && Object.values(value).every((v) => typeof v === 'string')
        ? null
        : '"headers" must be an object of text values';
    case 'body':
      return value === undefined ? '"body" must be a JSON value' : null;
    default:
      return null;
  }
}

/** What is wrong with one rule, or null. */
export function faultRuleProblem(rule: unknown): string | null {
  if (!isObject(rule)) return 'a rule must be an object with a "kind"';
  const kind = rule.kind as FaultKind;
  if (!KINDS.includes(kind)) return `unknown kind ${JSON.stringify(rule.kind)} (one of ${KINDS.join(', ')})`;
  const { may, needs } = FIELDS[kind];
  for (const name of Object.keys(rule)) {
    if (name !== 'kind' && !may.includes(name)) return `"${kind}" takes no "${name}"${may.length ? ` (it takes ${may.join(', ')})` : ''}`;
  }
  for (const name of needs) if (!(name in rule)) return `"${kind}" needs "${name}"`;
  for (const name of Object.keys(rule)) {
    const problem = fieldProblem(name, rule[name]);
    if (problem) return `"${kind}": ${problem}`;
  }
  return null;
}

export type FaultCheck = { rules: FaultRule[]; reason?: undefined } | { rules?: undefined; reason: string };

/** Checks untrusted input (JSON text or a parsed value): the rules, or the reason they are refused. */
export function checkFaultRules(input: unknown): FaultCheck {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { reason: 'not JSON' };
    }
  }
  if (!Array.isArray(value)) return { reason: 'not a JSON array of rules' };
  for (const [index, rule] of value.entries()) {
    const problem = faultRuleProblem(rule);
    if (problem) return { reason: `rule ${index + 1} of ${value.length} ${JSON.stringify(rule)?.slice(0, 160)}: ${problem}` };
  }
  return { rules: value as FaultRule[] };
}
