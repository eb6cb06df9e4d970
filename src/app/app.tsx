// Base styles only: each component brings its own stylesheet (scripts/vite/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import './tap-targets.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '@/lib/query/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { NotificationStack } from './notification-stack';
import { router as appRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App({ router = appRouter }: { router?: typeof appRouter }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Nothing below can leave a white page: the frame and a message stay (docs/decisions/offline.md). */}
      <AppErrorBoundary>
        <NotificationStack />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
