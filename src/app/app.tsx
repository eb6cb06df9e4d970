// Base styles only: each component brings its own stylesheet (scripts/vite/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '@/lib/query/query-client';
import { router as appRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App({ router = appRouter }: { router?: typeof appRouter }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen. */}
      <Notifications position="bottom-right" limit={3} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
