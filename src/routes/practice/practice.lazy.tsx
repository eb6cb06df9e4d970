import { createLazyRoute } from '@tanstack/react-router';
import { PracticeScreen } from '@/features/practice/components/practice-screen';

export const Route = createLazyRoute('/_shell/khlx')({ component: PracticeScreen });
