import { createLazyRoute } from '@tanstack/react-router';
import { ShellLayout } from '@/app/shell/shell-layout';

export const Route = createLazyRoute('/_shell')({ component: ShellLayout });
