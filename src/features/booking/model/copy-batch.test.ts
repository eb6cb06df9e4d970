import { describe, expect, it } from 'vitest';
import { canTryAgain, sendEach, settle, settleClosed, type SlotOutcome } from './copy-batch';

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

describe('settleClosed (time off)', () => {
  it('the re-read week decides what an unknown close became: gone is closed, still there is not', () => {
    const outcomes: SlotOutcome[] = [
      { kind: 'opened' },
      { kind: 'refused', key: 'rules.reserved' },
      { kind: 'unknown' },
      { kind: 'unknown' },
    ];
    expect(settleClosed([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], outcomes, [{ id: 2 }, { id: 4 }])).toEqual([
      { kind: 'opened' },
      { kind: 'refused', key: 'rules.reserved' },
      { kind: 'opened' },
      { kind: 'notOpened' },
    ]);
  });
});

describe('canTryAgain', () => {
  it.each<[SlotOutcome, boolean]>([
    [{ kind: 'opened' }, false],
    [{ kind: 'refused', key: 'rules.reserved' }, false], // booked meanwhile: sent again, refused again
    [{ kind: 'refused', key: 'rules.slotGone' }, false],
    [{ kind: 'notOpened' }, true],
    [{ kind: 'unknown' }, true],
  ])('%j: %s', (outcome, expected) => {
    expect(canTryAgain(outcome)).toBe(expected);
  });
});
