/**
 * Spec 3 class code: Level, Unit, Lesson markers, then an optional Session marker, each with
 * digits, in that order ("L1U2L3", "L10U12L3S2"), followed by a space and the title text.
 *
 * Decisions:
 * - Case-sensitive (uppercase markers only). A lowercase "l1u2l3" is not guessed at; it stays
 *   part of the title, so nothing is ever lost from what the teacher sees.
 * - "Space-separated" means any whitespace run; the title keeps its own inner spacing.
 * - A code with nothing after it (one piece) is not a code: the title is the whole text.
 */

const CLASS_CODE = /^L\d+U\d+L\d+(?:S\d+)?$/;

export interface ParsedClassTitle {
  classCode: string;
  title: string;
}

export function parseClassTitle(raw: string): ParsedClassTitle {
  // Guards data that slipped past validation; the type says string.
  const text = typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\S+)\s+(\S[\s\S]*)$/.exec(text);
  if (match && CLASS_CODE.test(match[1]!)) {
    return { classCode: match[1]!, title: match[2]! };
  }
  return { classCode: '', title: text };
}
