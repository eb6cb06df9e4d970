import { createLazyRoute } from '@tanstack/react-router';
import { ReviewScreen } from '@/features/homework/components/review-screen';

export const Route = createLazyRoute('/_shell/ReviewAssignments')({ component: ReviewScreen });
