import { createLazyRoute } from '@tanstack/react-router';
import { ShellLayout } from '@/shell/layout/shell-layout';

export const Route = createLazyRoute('/_shell')({ component: ShellLayout });
