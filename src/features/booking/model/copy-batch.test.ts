import { describe, expect, it } from 'vitest';
import { sendEach, settle, type SlotOutcome } from './copy-batch';

const slot = (h: number) => ({ startMs: h * 3_600_000, endMs: (h + 1) * 3_600_000 });
const keyOf = (error: unknown) => (typeof error === 'string' ? error : null);

describe('sendEach', () => {
  it.each<[string, (string | Error | null)[], SlotOutcome['kind'][]]>([
    ['all opened', [null, null, null], ['opened', 'opened', 'opened']],
    ['a refusal stops nothing else', [null, 'rules.tooSoon', null], ['opened', 'refused', 'opened']],
    ['a lost answer stops the rest, unknown', [null, new Error('network'), null], ['opened', 'unknown', 'unknown']],
    ['empty batch', [], []],
  ])('%s', async (_, answers, expected) => {
    let calls = 0;
    const outcomes = await sendEach(
      answers,
      async (answer) => {
        calls += 1;
        if (answer !== null) throw answer;
      },
      keyOf,
    );
    expect(outcomes.map((o) => o.kind)).toEqual(expected);
    expect(calls).toBe(answers.findIndex((a) => a instanceof Error) + 1 || answers.length);
  });
});

describe('settle', () => {
  it('the re-read week decides what an unknown slot became', () => {
    const items = [slot(1), slot(2), slot(3)];
    const outcomes: SlotOutcome[] = [{ kind: 'refused', key: 'rules.overlap' }, { kind: 'unknown' }, { kind: 'unknown' }];
    expect(settle(items, outcomes, [slot(2)])).toEqual([
      { kind: 'refused', key: 'rules.overlap' },
      { kind: 'opened' },
      { kind: 'notOpened' },
    ]);
  });
});
