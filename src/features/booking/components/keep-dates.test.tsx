import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { KeepDates } from './keep-dates';

/** The parts of `text` KeepDates keeps on one line. */
function unbroken(text: string): string[] {
  const { container } = render(<KeepDates text={text} />);
  return [...container.querySelectorAll<HTMLElement>('span')].filter((s) => s.style.whiteSpace === 'nowrap').map((s) => s.textContent!);
}

describe('KeepDates', () => {
  it.each([
    // Issue 48: the copy dialog's lines, the weekday before the date ("周一 2026-11-" / "30" at 390 px).
    ['周一 2026-11-30 09:00–10:00 北美东部时间 · General English 2', ['周一 2026-11-30']],
    ['Mon 2026-11-30 09:00–10:00 New York time', ['Mon 2026-11-30']],
    ['学校服务器没有返回本周已结束的时段：周一 2026-06-08 至 周三 2026-06-10 10:10 之间', ['周一 2026-06-08', '周三 2026-06-10']],
    // The shared day words, the weekday after the date.
    ['2026-11-23 Mon to 2026-11-29 Sun', ['2026-11-23 Mon', '2026-11-29 Sun']],
    ['2026-11-28 周六', ['2026-11-28 周六']],
    ['2026-11-28', ['2026-11-28']],
    ['没有日期', []],
  ])('%j', (text, kept) => {
    expect(unbroken(text)).toEqual(kept);
  });

  it('reads and copies as written', () => {
    const text = '周六 2026-06-20 23:30 – 周日 2026-06-21 00:30';
    render(
      <p data-testid="line">
        <KeepDates text={text} />
      </p>,
    );
    expect(screen.getByTestId('line').textContent).toBe(text);
  });
});
