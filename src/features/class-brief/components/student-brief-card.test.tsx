import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import type { LastClassBrief, StudentBrief } from '../model/brief';
import { StudentBriefCard } from './student-brief-card';

beforeAll(useEnglish);

const ZONE = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const last = (comment: LastClassBrief['comment']): LastClassBrief => ({
  historyId: 11,
  title: 'Making Plans',
  startAt: '2026-11-25T22:30:00.000Z',
  comment,
  homework: { status: 'assigned', score: null },
  practice: null,
});
const brief = (comment: LastClassBrief['comment']): StudentBrief => ({
  id: 1,
  name: 'Tom',
  classesTogether: 3,
  last: last(comment),
  lastEvaluation: null,
});

/** ARIA findings only: jsdom has no layout for contrast, and a lone card is in no landmark. */
const ariaFindings = async (container: HTMLElement) => {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('StudentBriefCard', () => {
  it.each([
    ['the comment not known yet (loading)', undefined],
    ['no comment written', null],
    ['a comment', '<p>Good work on the past tense.</p>'],
  ])('%s: no ARIA finding', async (_, comment) => {
    const { container } = render(<StudentBriefCard brief={brief(comment)} zone={ZONE} />);
    expect(await ariaFindings(container)).toEqual([]);
  });

  it('says the comment is loading while it is not known', () => {
    render(<StudentBriefCard brief={brief(undefined)} zone={ZONE} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
