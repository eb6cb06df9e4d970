import { createLazyRoute } from '@tanstack/react-router';
import { AssignScreen } from '@/features/homework/components/assign-screen';

export const Route = createLazyRoute('/_shell/Assignments')({ component: AssignScreen });
