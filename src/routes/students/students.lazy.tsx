import { createLazyRoute } from '@tanstack/react-router';
import { StudentsScreen } from '@/features/students/components/students-screen';

export const Route = createLazyRoute('/_shell/wdxs')({ component: StudentsScreen });
