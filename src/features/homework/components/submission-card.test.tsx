import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { act, fireEvent, render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import type { Submission } from '@/entities/submissions/model/submission';
import { SubmissionCard } from './submission-card';

// The save answers when the test says so; the draft store is not under test here.
const answered = vi.hoisted(() => ({ current: null as null | { promise: Promise<void> } }));
vi.mock('../api/grade-submission', () => ({
  useGradeSubmission: () => ({ mutateAsync: () => answered.current!.promise, isPending: false, error: null, reset: () => {} }),
}));
vi.mock('@/lib/drafts/use-draft', () => ({ useDraft: () => ({ loaded: true, restored: null, save: () => {}, clear: () => {} }) }));

const ZONE = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const OWED: Submission = {
  id: 7,
  status: 'submitted',
  submittedAt: '2026-06-08T09:00:00.000Z',
  gradedAt: null,
  score: null,
  comment: null,
  student: { id: 3, name: 'Lucy Zhao', shortName: 'Lucy' },
  class: null,
  homework: { id: 9, type: 'workbook', workbookPages: 'Pages 4-5', filters: [], textHtml: null, files: [] },
  answers: [],
  files: [],
  textHtml: null,
};
const GRADED: Submission = { ...OWED, status: 'graded', score: 90, gradedAt: '2026-06-10T14:10:00.000Z' };

const card = (submission: Submission) => <SubmissionCard submission={submission} zone={ZONE} />;

beforeAll(async () => {
  // The comment's autosize textarea listens for web fonts, which jsdom lacks.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
  await useEnglish();
});

describe('SubmissionCard', () => {
  it('the saved grade takes the focus when it appears, also when the save answered before the refetched queue showed it', async () => {
    const save = deferred();
    answered.current = save;
    const { rerender } = render(card(OWED));
    fireEvent.change(screen.getByRole('textbox', { name: /^Score/ }), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));

    // The save answers first: the queue still says "owed", so the form stays and nothing is confirmed yet.
    await act(async () => save.resolve());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('form', { name: /^Grade for Lucy Zhao, handed in / })).toBeInTheDocument();

    // Then the refetched queue: the grade, confirmed in the card, with the focus.
    rerender(card(GRADED));
    expect(screen.getByRole('status')).toHaveTextContent('Grade saved: 90 / 100');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
