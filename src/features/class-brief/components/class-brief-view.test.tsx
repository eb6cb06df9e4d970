import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { ClassBriefView } from './class-brief-view';

beforeAll(useEnglish);

const ZONE = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };

/** One voice (issue 46): a brief that waits for the host leaves the page's own message and Try again alone. */
describe('ClassBriefView, failed', () => {
  it.each([
    { case: 'for want of the host: a quiet note, no alert, no second Try again', waitsForHost: true, alerts: 0, buttons: 0 },
    { case: 'for another reason: its alert with Try again', waitsForHost: false, alerts: 1, buttons: 1 },
  ])('$case', ({ waitsForHost, alerts, buttons }) => {
    render(<ClassBriefView briefs={[]} expected={2} pending={false} failed waitsForHost={waitsForHost} onRetry={vi.fn()} zone={ZONE} />);
    expect(screen.queryAllByRole('alert')).toHaveLength(alerts);
    expect(screen.queryAllByRole('button', { name: 'Try again' })).toHaveLength(buttons);
    expect(screen.queryAllByText('The brief will load by itself once the school’s server answers again.')).toHaveLength(1 - alerts);
  });
});
