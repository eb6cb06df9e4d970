import { describe, expect, it } from 'vitest';
import { parseClassTitle } from './class-code';

describe('parseClassTitle', () => {
  it.each<[string, string, string, string]>([
    ['code with session', 'L1U2L3S1 Greetings and Introductions', 'L1U2L3S1', 'Greetings and Introductions'],
    ['code without session', 'L1U2L3 Greetings', 'L1U2L3', 'Greetings'],
    ['multi-digit markers', 'L10U12L3S2 Food', 'L10U12L3S2', 'Food'],
    ['leading zeros', 'L01U02L03 Food', 'L01U02L03', 'Food'],
    ['code alone: one piece, no code', 'L1U2L3S1', '', 'L1U2L3S1'],
    ['code alone with spaces around', '  L1U2L3S1   ', '', 'L1U2L3S1'],
    ['wrong order', 'U1L2L3 x', '', 'U1L2L3 x'],
    ['missing lesson marker', 'L1U2 Greetings', '', 'L1U2 Greetings'],
    ['missing unit marker', 'L1L3S1 Greetings', '', 'L1L3S1 Greetings'],
    ['marker without digits', 'L1U2L3S Greetings', '', 'L1U2L3S Greetings'],
    ['trailing junk after code', 'L1U2L3S1x Greetings', '', 'L1U2L3S1x Greetings'],
    ['two sessions', 'L1U2L3S1S2 Greetings', '', 'L1U2L3S1S2 Greetings'],
    ['code not first', 'Greetings L1U2L3S1', '', 'Greetings L1U2L3S1'],
    ['lowercase is not a code (case-sensitive)', 'l1u2l3s1 Greetings', '', 'l1u2l3s1 Greetings'],
    ['extra spaces: trimmed, inner spacing of the title kept', '   L1U2L3   Greetings  and  you  ', 'L1U2L3', 'Greetings  and  you'],
    ['tab separator', 'L1U2L3\tGreetings', 'L1U2L3', 'Greetings'],
    ['unicode title', 'L2U1L4S2 问候与介绍 👋', 'L2U1L4S2', '问候与介绍 👋'],
    ['accented title', 'L1U1L1 Présentations', 'L1U1L1', 'Présentations'],
    ['plain title', 'Free talk', '', 'Free talk'],
    ['empty string', '', '', ''],
    ['only spaces', '    ', '', ''],
  ])('%s', (_name, raw, classCode, title) => {
    expect(parseClassTitle(raw)).toEqual({ classCode, title });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
  ])('non-string input (%s) gives empty code and title', (_name, raw) => {
    expect(parseClassTitle(raw as string)).toEqual({ classCode: '', title: '' });
  });
});
