import { getDefaultZIndex } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { MaintenanceAlert } from './maintenance-alert';

describe('MaintenanceAlert', () => {
  it('stands above any dialog already open, whichever came first (its OK never under another overlay)', async () => {
    render(<MaintenanceAlert onClose={() => undefined} />);
    await screen.findByRole('dialog');
    // Mantine writes the layer's z-index into the modal root's and its overlay's style.
    const zIndex = (selector: string, variable: string) =>
      Number(document.querySelector<HTMLElement>(selector)!.style.getPropertyValue(variable));
    expect(zIndex('.mantine-Modal-root', '--mb-z-index')).toBeGreaterThan(Number(getDefaultZIndex('modal')));
    expect(zIndex('.mantine-Modal-overlay', '--overlay-z-index')).toBeGreaterThan(Number(getDefaultZIndex('modal')));
  });
});
