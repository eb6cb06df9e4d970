import { createLazyRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/not-found-screen';

export const Route = createLazyRoute('/404')({ component: NotFoundScreen });
