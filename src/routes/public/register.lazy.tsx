import { createLazyRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/components/register-screen';

export const Route = createLazyRoute('/register')({ component: RegisterScreen });
