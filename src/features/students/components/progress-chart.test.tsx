import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import type { ProgressPoint } from '../model/progress';
import { ProgressChart } from './progress-chart';

const point = (classId: number, done: number): ProgressPoint => ({
  classId,
  startAt: '2026-06-07T10:00:00Z',
  title: `Class ${classId}`,
  skills: { fluency: 3 },
  evaluation: 3,
  practice: { done, total: 4 },
  quiz: 80,
});

describe('ProgressChart', () => {
  it('4 classes, two on one date: 4 date labels, each centred under its own bar', () => {
    render(
      <ProgressChart
        points={[point(1, 1), point(2, 2), point(3, 3), point(4, 4)]}
        dates={['2026-05-29', '2026-06-06', '2026-06-07', '2026-06-07']}
        titles={{ evaluation: 'Evaluation', quiz: 'Quiz', done: 'Done' }}
        label="Chart"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Chart' });
    const labels = [...chart.querySelectorAll('text')].filter((text) => /^\d+\/\d+$/.test(text.textContent ?? ''));
    expect(labels.map((text) => text.textContent)).toEqual(['5/29', '6/6', '6/7', '6/7']);
    // The practice bars are the rects wider than a quiz mark (7 px): one per class.
    const bars = [...chart.querySelectorAll('rect')].filter((rect) => Number(rect.getAttribute('width')) > 7);
    expect(bars).toHaveLength(4);
    const centres = bars.map((bar) => Number(bar.getAttribute('x')) + Number(bar.getAttribute('width')) / 2);
    labels.forEach((text, i) => {
      expect(text.getAttribute('text-anchor')).toBe('middle');
      expect(Number(text.getAttribute('x'))).toBeCloseTo(centres[i]!, 6);
    });
  });
});
