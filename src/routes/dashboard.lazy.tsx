import { createLazyRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export const Route = createLazyRoute('/_shell/dashboard')({ component: DashboardScreen });
