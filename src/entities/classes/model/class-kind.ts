/**
 * The kinds of class a host names in English instead of a class code (spec 3: a title without a valid
 * code is the whole text): a trial lesson, a placement test, free talk, a review session. Issue 48.8: shown
 * in English on Chinese screens ("Trial lesson" on 课后练习); the portal says them in the teacher's language.
 */
export type ClassKind = 'freeTalk' | 'trialLesson' | 'placementTest' | 'reviewSession';

const KINDS: [ClassKind, string][] = [
  ['freeTalk', 'Free talk'],
  ['trialLesson', 'Trial lesson'],
  ['placementTest', 'Placement test'],
  ['reviewSession', 'Review session'],
];

/** A title read as a kind and what the host wrote around it ("Free talk: Travel Stories", "L1U2 Review session"), or null. */
export interface KindTitle {
  kind: ClassKind;
  before: string;
  after: string;
}

export function kindOfTitle(title: string): KindTitle | null {
  for (const [kind, words] of KINDS) {
    const at = title.toLowerCase().indexOf(words.toLowerCase());
    // The kind's words on their own: at the start or after a space, then the end, a colon or a space.
    if (at < 0 || (at > 0 && title[at - 1] !== ' ')) continue;
    const after = title.slice(at + words.length);
    if (after !== '' && !/^[:\s]/.test(after)) continue;
    return { kind, before: title.slice(0, at), after };
  }
  return null;
}
