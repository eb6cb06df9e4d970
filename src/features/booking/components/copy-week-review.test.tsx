import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query/query-client';
import { render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { wallSlot } from '../model/test-slots';
import { NEW_YORK } from '../model/test-zones';
import { bookingWindow } from '../model/week-window';
import { CopyWeekReview } from './copy-week-review';

/** Issue 47 review, 3: the copy's first note, when no slot of this week that has ended came back, said plainly. */
const SATURDAY = new Date('2026-12-06T02:15:00.000Z'); // Saturday 2026-12-05 21:15 in New York
const limits = bookingWindow(SATURDAY, NEW_YORK);
const NOTE =
  "This copy may miss slots that already ended this week (Mon 2026-11-30 to Sat 2026-12-05 21:15): the school's server did not send them.";

beforeAll(useEnglish);

const renderReview = (slots: ReturnType<typeof wallSlot>[]) =>
  render(
    <QueryClientProvider client={queryClient}>
      <CopyWeekReview
        slots={slots}
        limits={limits}
        now={SATURDAY}
        zone={NEW_YORK}
        courseOf={() => 'Spoken English'}
        onClose={() => {}}
        held={null}
      />
    </QueryClientProvider>,
  );

describe('the copy names the days whose ended slots may be missing', () => {
  it('no ended slot came back: the note, in plain words', () => {
    renderReview([wallSlot('2026-12-06 09:00', '2026-12-06 10:00')]);
    // Its dates are held whole (KeepDates), so the sentence is read across their spans.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === NOTE)).toBeInTheDocument();
  });

  it('an ended slot came back: no note', () => {
    renderReview([wallSlot('2026-12-01 09:00', '2026-12-01 10:00')]);
    expect(
      screen.queryByText((_, element) => element?.tagName === 'P' && /^This copy may miss/.test(element.textContent ?? '')),
    ).toBeNull();
  });

  it('in Chinese', () => {
    const t = i18n.getFixedT('zh', 'weekTools');
    expect(t('copy.pastUnseen', { from: '周一 2026-11-30', to: '周六 2026-12-05 21:15' })).toBe(
      '此次复制可能漏掉本周已结束的时段（周一 2026-11-30 至 周六 2026-12-05 21:15）：学校服务器没有发回这些时段。',
    );
  });
});
