import { createLazyRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';

export const Route = createLazyRoute('/login')({ component: LoginScreen });
