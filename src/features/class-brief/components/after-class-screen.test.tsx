import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { entry, past, record } from '../model/fixtures';
import { AfterClassScreen, type AfterClassScreenProps } from './after-class-screen';

beforeAll(useEnglish);

const ZONE = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const CLASS = entry(11, '2026-11-25T22:30:00.000Z', { state: 'completed' });
const TOM = record(1, [past(11, '2026-11-25T22:30:00.000Z', { homework: 'assigned' })], 'Tom');
const LOST = new ApiError('network', 0, 'Failed to fetch');

const shown = (props: Partial<AfterClassScreenProps>) =>
  render(
    <AfterClassScreen entries={[CLASS]} records={new Map()} pending={false} failed={false} onRetry={vi.fn()} zone={ZONE} {...props} />,
  );

describe('AfterClassScreen: what it says when answers are missing', () => {
  it.each([
    ['no class came', { entries: [] }],
    ['the classes came (the offline copy), none of their students', {}],
  ])('%s and a failure: the failure with Try again, no checklist of "To do"s', (_, props) => {
    shown({ ...props, failed: true, error: LOST });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('some students came (the last known answers): their classes, and the failure said once above them', () => {
    const other = entry(12, '2026-11-26T22:30:00.000Z', { state: 'completed' });
    shown({ entries: [CLASS, other], records: new Map([[1, TOM]]), failed: true, error: LOST });
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the classes came, a student record not yet: nothing listed until it has (no row arriving above another)', () => {
    const other = entry(12, '2026-11-26T22:30:00.000Z', { state: 'completed' });
    shown({ entries: [CLASS, other], records: new Map([[1, TOM]]), pending: true });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
