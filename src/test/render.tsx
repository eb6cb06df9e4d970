/**
 * Component tests render through this, as Mantine's template `test-utils` does: inside MantineProvider
 * with the app's own theme and CSS variables (spec 9's small size, the darkened palette, dialogs that
 * fade in place), so a test sees what the app shows. Whole-app tests use `renderAppAt` (./render-app).
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';

function AppTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** Testing Library's render, wrapped in the app's theme; `rerender` keeps the wrapper. Other providers go in `ui`. */
export function render(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, { ...options, wrapper: AppTheme });
}

export * from '@testing-library/react';
export { userEvent };
