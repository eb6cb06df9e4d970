import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen } from './render';

describe('render (the test helper)', () => {
  it("renders inside the app's theme: spec 9's small size and the darkened dimmed text", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-size', 'sm');
    const variables = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(variables).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });

  it('keeps the theme on rerender', () => {
    const { rerender } = render(<Button>Save</Button>);
    rerender(<Button>Saved</Button>);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('data-size', 'sm');
  });
});
